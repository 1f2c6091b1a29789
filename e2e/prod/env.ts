/** Ports of the production-mode end-to-end run: apart from the chain run (8546, 4175) and `npm run api` (8787). */
export const CHAIN_PORT = 8547;
export const CHAIN_RPC = `http://127.0.0.1:${CHAIN_PORT}`;
export const API_PORT = 8788;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const APP_PORT = 4176;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** Where the production build goes for this run (not `dist/`, which a developer's own build may hold). */
export const PROD_DIST = "dist-e2e-prod";
/** Hardhat account 19: the node-purchase payee of this run (a real production build needs one, checksummed). */
export const NODE_RECHARGE_ADDRESS = "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199";
