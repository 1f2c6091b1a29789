import { deployHolderNFT as deploy } from "../../scripts/chain/deploy";
import type { HolderNFT } from "../../typechain-types";

/** The deploy script's fixture, with the contract typed by TypeChain. */
export async function deployHolderNFT() {
  const f = await deploy();
  return { ...f, nft: f.nft as unknown as HolderNFT };
}

export const URI = "ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG";

/** Ids 1, 2 and 4 are alice's, 3 is bob's. */
export async function withTokens() {
  const f = await deployHolderNFT();
  const { nft, minter, alice, bob } = f;
  await nft.connect(minter).mint(alice.address, `${URI}/1`); // id 1
  await nft.connect(minter).mint(alice.address, `${URI}/2`); // id 2
  await nft.connect(minter).mint(bob.address, `${URI}/3`); // id 3
  await nft.connect(minter).mint(alice.address, `${URI}/4`); // id 4
  return f;
}
