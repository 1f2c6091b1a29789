import { productionSetting } from "../config";
import { deployedContracts } from "./deployedContracts";

/**
 * The HolderNFT functions the app itself calls, in ethers' human-readable form: production must not import the
 * Hardhat deployment file, whose address would ride along in the bundle. holderNft.test.ts checks each line
 * against the compiled ABI there, so a contract change cannot leave this behind.
 */
export const HOLDER_NFT_APP_ABI = ["function stake(uint256[] ids)"] as const;

/**
 * The HolderNFT contract the app sends transactions to. Production: VITE_HOLDER_NFT_ADDRESS, checked at build time
 * (scripts/build/productionSettings.mts). Demo and chain mode: the Hardhat deployment (the mock chain deploys there too).
 * MODE is compared directly so the bundler drops the branch, and with it the deployment file, from production.
 */
export const HOLDER_NFT = {
  address:
    import.meta.env.MODE === "production"
      ? productionSetting("VITE_HOLDER_NFT_ADDRESS", import.meta.env.VITE_HOLDER_NFT_ADDRESS)
      : deployedContracts[56].HolderNFT.address,
  abi: HOLDER_NFT_APP_ABI,
};
