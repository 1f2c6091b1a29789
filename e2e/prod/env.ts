/**
 * Ports of the production-mode end-to-end run: apart from the chain run (8546, 4175) and `npm run api` (8787).
 * `PW_PROD_PORT_BASE=n` takes n, n + 1 and n + 2 instead (chain, API, app), for a second checkout on one machine.
 */
const BASE = process.env.PW_PROD_PORT_BASE ? Number(process.env.PW_PROD_PORT_BASE) : null;
export const CHAIN_PORT = BASE ?? 8547;
export const CHAIN_RPC = `http://127.0.0.1:${CHAIN_PORT}`;
export const API_PORT = BASE === null ? 8788 : BASE + 1;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const APP_PORT = BASE === null ? 4176 : BASE + 2;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/**
 * The production suite runs as staging does: the app built for BSC testnet (VITE_CHAIN_ID=97), `npm run api` with
 * CHAIN_ID=97 and the Hardhat node on chain 97, so the testnet build is proven, not assumed. Mainnet's 56 is what the
 * demo and chain suites run.
 */
export const CHAIN_ID = 97;
/** BSC testnet's explorer: where the app's transaction and address links go in this build. */
export const EXPLORER = "https://testnet.bscscan.com";
/** Where the production build goes for this run (not `dist/`, which a developer's own build may hold). */
export const PROD_DIST = "dist-e2e-prod";
/** Hardhat account 19: the node-purchase payee of this run (a real production build needs one, checksummed). */
export const NODE_RECHARGE_ADDRESS = "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199";
