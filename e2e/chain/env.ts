/** Ports of the chain-mode end-to-end run: apart from `npm run chain` (8545) and `npm start` (4173). */
export const CHAIN_PORT = 8546;
export const CHAIN_RPC = `http://127.0.0.1:${CHAIN_PORT}`;
export const APP_PORT = 4175;
/**
 * The JSON-RPC proxy in front of the Hardhat node (e2e/chain/rpcProxy.ts): the chain build's backend reads and mints
 * through it, so a test can make the chain slow or refusing. It passes everything through unless a test says so.
 */
export const RPC_PROXY_PORT = 8581;
export const RPC_PROXY_URL = `http://127.0.0.1:${RPC_PROXY_PORT}`;
/**
 * The app's own first node (VITE_CHAIN_RPC_URL lists it before the Hardhat node itself): another proxy, so a test can
 * make it answer 429 and see the app's reads move to the next node while the backend's node stays well.
 */
export const APP_RPC_PROXY_PORT = 8582;
export const APP_RPC_PROXY_URL = `http://127.0.0.1:${APP_RPC_PROXY_PORT}`;
/**
 * The API client's time limit in the chain build (VITE_API_TIMEOUT_MS; 20 s elsewhere): a quarter of it, so a test of
 * an answer later than the limit waits 5 s rather than 20 s. The tests scale the chain's slowness to it.
 */
export const CHAIN_API_TIMEOUT_MS = 5_000;
export const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";
