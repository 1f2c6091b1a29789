/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMetaEnv {
  readonly VITE_MARKETPLACE_URL?: string;
  readonly VITE_CHAIN_RPC_URL?: string;
}
