import { Transaction, computeAddress, ZeroAddress } from "ethers";
import { MINTER_PRIVATE_KEY } from "../chain/constants";
import { chain, holderNft, mintedTokenId, receiptWithin, signerFor, tokenUri } from "./nftChain";

/**
 * The backend's mint transactions, in the order that makes every outcome decidable (docs/decisions/0014): sign
 * first (nothing has left the server: a failure here is a certain non-mint), store the hash, then broadcast. From then
 * on only the chain decides: a receipt with status 1 is a mint, status 0 a revert; a missing receipt is a definite
 * failure only once the minter's nonce was used by another transaction (this one can then never be mined).
 */
export interface SignedMint {
  hash: string;
  raw: string;
  /** The chain's block number when it was signed: its events are at or after it. */
  fromBlock: number;
}

export type MintOutcome =
  | { kind: "minted"; tokenId: number; txHash: string }
  | { kind: "reverted" }
  /** Never mined, and never can be: the minter's nonce went to another transaction. */
  | { kind: "dropped" }
  /** Not mined yet, or the chain cannot be read now. */
  | { kind: "unknown" };

const minterAddress = computeAddress(MINTER_PRIVATE_KEY);

/** Signs HolderNFT.mint(to, uri) at the minter's next nonce; nothing is sent. Throws when it cannot be prepared. */
export async function signMint(to: string, uri: string): Promise<SignedMint> {
  const wallet = signerFor(MINTER_PRIVATE_KEY);
  const call = await holderNft(wallet).getFunction("mint").populateTransaction(to, uri);
  const fromBlock = await chain().getBlockNumber();
  const raw = await wallet.signTransaction(await wallet.populateTransaction(call));
  return { hash: Transaction.from(raw).hash!, raw, fromBlock };
}

/** Sends a signed transaction. A failure does not say whether the node got it (the answer may be what was lost). */
export async function broadcast(raw: string): Promise<void> {
  await chain().broadcastTransaction(raw);
}

/** The Transfer of this very transaction from the zero address to `to`, if the logs show one. */
async function transferIn(hash: string, to: string, fromBlock: number): Promise<number | null> {
  const nft = holderNft();
  for (const log of await nft.queryFilter(nft.filters.Transfer!(ZeroAddress, to), fromBlock, "latest")) {
    if (log.transactionHash.toLowerCase() === hash.toLowerCase()) {
      return Number(nft.interface.parseLog(log)?.args.getValue("tokenId"));
    }
  }
  return null;
}

/**
 * What the chain says of a signed mint to `to` now: its receipt, else its Transfer event (a node may index logs
 * before it answers for the receipt), else whether it can still be mined. "Dropped" needs three answers to agree:
 * the minter's nonce is used, and neither this transaction nor its Transfer is known.
 */
export async function mintOutcome(signed: SignedMint, to: string, fromBlock = 0): Promise<MintOutcome> {
  try {
    // The nonce first: read after the receipt, a nonce used by this very transaction mined in between would look
    // like another transaction's.
    const used = await chain().getTransactionCount(minterAddress, "latest");
    const receipt = await chain().getTransactionReceipt(signed.hash);
    if (receipt) return outcomeOf(receipt.status, mintedTokenId(receipt), signed.hash);
    const tokenId = await transferIn(signed.hash, to, fromBlock);
    if (tokenId !== null) return { kind: "minted", tokenId, txHash: signed.hash };
    if (used <= Transaction.from(signed.raw).nonce) return { kind: "unknown" };
    return (await chain().getTransaction(signed.hash)) ? { kind: "unknown" } : { kind: "dropped" };
  } catch {
    return { kind: "unknown" };
  }
}

function outcomeOf(status: number | null, tokenId: number | null, txHash: string): MintOutcome {
  if (status === 0) return { kind: "reverted" };
  if (status === 1 && tokenId !== null) return { kind: "minted", tokenId, txHash };
  return { kind: "unknown" };
}

/** The outcome once a receipt is there, else what the chain says when the request's wait is over. */
export async function awaitMint(signed: SignedMint, to: string, fromBlock: number): Promise<MintOutcome> {
  try {
    const receipt = await receiptWithin(signed.hash);
    if (receipt) return outcomeOf(receipt.status, mintedTokenId(receipt), signed.hash);
  } catch {
    // the chain cannot be read now
  }
  return mintOutcome(signed, to, fromBlock);
}

/**
 * For a mint whose hash was never stored (left in flight by schema v6): a token minted to `to` with `uri` by a
 * Transfer from the zero address, not already claimed by another mint. Null when there is none (yet).
 */
export async function transferredMint(
  to: string,
  uri: string,
  claimed: (tokenId: number) => Promise<boolean>,
): Promise<{ tokenId: number; txHash: string } | null> {
  try {
    const nft = holderNft();
    for (const log of await nft.queryFilter(nft.filters.Transfer!(ZeroAddress, to), 0, "latest")) {
      const tokenId = Number(nft.interface.parseLog(log)?.args.getValue("tokenId"));
      if (!tokenId || (await claimed(tokenId))) continue;
      if ((await tokenUri(tokenId)) === uri) return { tokenId, txHash: log.transactionHash };
    }
  } catch {
    // logs cannot be read now: it stays pending
  }
  return null;
}
