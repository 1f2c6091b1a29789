/** Moved to src/components/NftImage.tsx (shared by the wallet, mint and stake pages). */
export { ipfsUrl, NftImage } from "../../components/NftImage";
