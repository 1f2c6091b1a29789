/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  /** Chain mode only: the API client's time limit in ms (the chain e2e build's; 20 s otherwise). */
  readonly VITE_API_TIMEOUT_MS?: string;
}

interface ImportMetaEnv {
  readonly VITE_MARKETPLACE_URL?: string;
  readonly VITE_CHAIN_RPC_URL?: string;
  readonly VITE_CHAIN_ID?: string;
  readonly VITE_IPFS_GATEWAY?: string;
  readonly VITE_NODE_RECHARGE_ADDRESS?: string;
  readonly VITE_HOLDER_NFT_ADDRESS?: string;
}

interface ImportMetaEnv {
  /** Optional: where error reports go (docs/decisions/0038-error-reports.md); unset, the app reports nothing. */
  readonly VITE_ERROR_REPORT_DSN?: string;
}

/** The commit the bundle was built from (vite.config.ts), the release of an error report. */
declare const __APP_RELEASE__: string;

interface ImportMetaEnv {
  /** Chain mode only: the emulated backend's own node (mocks/hosts/worker/backend.ts); the app's first node unset. */
  readonly VITE_BACKEND_RPC_URL?: string;
}
