/** Ports of the chain-mode end-to-end run: apart from `npm run chain` (8545) and `npm start` (4173). */
export const CHAIN_PORT = 8546;
export const CHAIN_RPC = `http://127.0.0.1:${CHAIN_PORT}`;
export const APP_PORT = 4175;
export const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";
