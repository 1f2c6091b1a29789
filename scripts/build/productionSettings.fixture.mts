import type { ProductionSettings } from "./productionSettings.mts";

/**
 * Settings a deployer could really build with (hosts outside the reserved documentation names, EIP-55's own
 * mixed-case example addresses): the settings test's accepted case and the production bundle test's build.
 */
export const DEPLOYED_SETTINGS: ProductionSettings = {
  VITE_API_BASE_URL: "https://api.holdernft.io",
  VITE_CHAIN_RPC_URL: "https://bsc-dataseed.bnbchain.org",
  VITE_HOLDER_NFT_ADDRESS: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  VITE_NODE_RECHARGE_ADDRESS: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  VITE_IPFS_GATEWAY: "https://ipfs.io/",
  VITE_MARKETPLACE_URL: "https://element.market/collections/holder-nft",
};
