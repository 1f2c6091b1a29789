import {
  BrowserProvider,
  Contract,
  Interface,
  JsonRpcProvider,
  BaseWallet,
  SigningKey,
  type AbstractProvider,
  type ContractRunner,
  type Signer,
  type TransactionReceipt,
} from "ethers";
import { deployedContracts } from "../../src/contracts/deployedContracts";
import { ErrorCode } from "../../src/api/wire";
import type { MockChain } from "../chain/chain";
import { MINTER_PRIVATE_KEY } from "../chain/constants";
import { callMethod } from "../chain/rpc";
import { ServiceError } from "./errors";

const { address: NFT_ADDRESS, abi: NFT_ABI } = deployedContracts[56].HolderNFT;

let provider: AbstractProvider | null = null;
/** Where the NFT lists are read (tokensOf, locksOf): the same node, with its reads of one round sent as one batch. */
let reader: AbstractProvider | null = null;
let chainClock: () => number = Date.now;
let connectedChainId = 56;

/** An EIP-1193 request function: how tests put a slow or failing link in front of the mock chain. */
export interface Eip1193Like {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/**
 * Where the backend reads and mints NFTs: the in-process mock chain (demo mode, Node tests), a JSON-RPC URL (chain
 * mode: the Hardhat node; production: BSC) or any EIP-1193 link. The same contract calls run against each.
 * `clock` is the chain's own clock in ms (block timestamps follow it): the mock chain's, or the wall clock.
 * `chainId`: the node's (56, or 97 for BSC testnet: CHAIN_ID / VITE_CHAIN_ID); the mock chain is 56.
 */
export function connectChain(
  target: MockChain | string | Eip1193Like,
  clock?: () => number,
  chainId = 56,
): void {
  connectedChainId = chainId;
  // No response cache: ethers otherwise answers a repeated eth_getTransactionCount from the last 250 ms, and two
  // quick mints would reuse a nonce. No batching: ethers holds every call 10 ms to batch it, and a transaction
  // takes about eight calls (seeding the demo waited more on that than it worked).
  const options = { staticNetwork: true, cacheTimeout: -1, batchMaxCount: 1 } as const;
  readCache = null;
  if (typeof target === "string") {
    provider = new JsonRpcProvider(target, chainId, options);
    // The lists' reads go out together: all the calls of one round in one JSON-RPC batch, sent once the round's
    // calls are queued (no wait). One HTTP round trip each, however many NFTs, and no queue behind the browser's six
    // connections per host. Transactions stay on the unbatched provider.
    reader = new JsonRpcProvider(target, chainId, {
      ...options,
      batchMaxCount: READ_BATCH,
      batchStallTime: 0,
    });
    readCache = { uris: new Map(), held: new Map() };
  } else {
    const link: Eip1193Like =
      "request" in target
        ? target
        : { request: ({ method, params }) => callMethod(target, method, params ?? []) };
    provider = new BrowserProvider(link, chainId, options);
    // An EIP-1193 link takes no batch; the mock chain answers in-process anyway.
    reader = provider;
  }
  chainClock = clock ?? (typeof target === "object" && "time" in target ? () => target.time() : Date.now);
}

/** The chain id of the connected chain: sign-in messages name it. */
export function connectedChain(): number {
  return connectedChainId;
}

/** The chain's clock now (ms): what a block mined now would be stamped with. */
export function chainNow(): number {
  return chainClock();
}

export function chain(): AbstractProvider {
  if (!provider) throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
  return provider;
}

/** Calls in one JSON-RPC batch at most (public BSC nodes take batches of 50 or more). */
const READ_BATCH = 50;

function chainReader(): AbstractProvider {
  if (!reader) throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
  return reader;
}

/**
 * What the lists remember between reads of a JSON-RPC node, so that a list is usually one round trip:
 * - token URIs: HolderNFT sets one at mint and never changes it (no setter, no burn), so it is read once per token
 *   (or taken from the backend's own mint: `rememberTokenUri`);
 * - how many tokens each owner held at the last read: the next read asks for that many ids, and one more, in the
 *   same round as the count; only ids beyond them take a second round.
 * New for each node connected; none for the in-process mock chain, which answers at once and can be reset under the
 * same connection (the demo's reset numbers its tokens from 1 again).
 */
interface ReadCache {
  uris: Map<number, string>;
  held: Map<string, number>;
}
let readCache: ReadCache | null = null;

/** A token's URI learnt from the backend's own mint (its receipt's Transfer names the token). */
export function rememberTokenUri(tokenId: number, uri: string): void {
  readCache?.uris.set(tokenId, uri);
}

/** Token URIs, in one round for those not known yet. */
async function urisOf(ids: number[]): Promise<Map<number, string>> {
  const nft = holderNft(chainReader());
  const known = new Map<number, string>();
  await Promise.all(
    ids.map(async (id) => {
      const uri = readCache?.uris.get(id) ?? String(await nft.getFunction("tokenURI")(id));
      readCache?.uris.set(id, uri);
      known.set(id, uri);
    }),
  );
  return known;
}

let nftInterface: Interface | null = null;

export function holderNft(runner: ContractRunner = chain()): Contract {
  // One parsed ABI for every contract object: parsing it again for each call was a tenth of seeding the demo.
  nftInterface ??= new Interface(NFT_ABI);
  return new Contract(NFT_ADDRESS, nftInterface, runner);
}

/**
 * A signer on the backend's chain, for the minter (and for demo seeding with a persona's key). A key's `BaseWallet`,
 * not ethers' `Wallet`: that class also brings mnemonics, HD paths, JSON keystores, AES and scrypt, none of which a
 * backend signing with a known key uses, and they were a sixth of the demo's service worker.
 */
export function signerFor(privateKey: string): Signer {
  return new BaseWallet(new SigningKey(privateKey), chain());
}

/** How long the backend waits for a receipt in a request; both local chains mine at once. */
export const chainTiming = { receiptWaitMs: 5_000, pollMs: 50 };

/** Polls for a receipt (ethers' wait() polls every 4 s); null when none came within `receiptWaitMs`. */
export async function receiptWithin(hash: string): Promise<TransactionReceipt | null> {
  const until = Date.now() + chainTiming.receiptWaitMs;
  for (;;) {
    const found = await chain().getTransactionReceipt(hash);
    if (found || Date.now() >= until) return found;
    await new Promise((resolve) => setTimeout(resolve, chainTiming.pollMs));
  }
}

/** Sends a contract transaction and waits for it; a revert surfaces as the contract's custom error. */
export async function send(contract: Contract, method: string, args: unknown[]): Promise<string> {
  const tx = (await contract.getFunction(method)(...args)) as { hash: string };
  const mined = await receiptWithin(tx.hash);
  if (!mined) throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
  if (mined.status !== 1) throw new Error(`${method} reverted in ${tx.hash}`);
  return tx.hash;
}

let minterQueue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every earlier minter transaction was signed and sent, so the minter's nonces never collide. */
export function withMinter<T>(work: () => Promise<T>): Promise<T> {
  const result = minterQueue.then(work, work);
  minterQueue = result.catch(() => undefined);
  return result;
}

/** The token id a mint's receipt shows (its Transfer event), or null. */
export function mintedTokenId(receipt: TransactionReceipt): number | null {
  const nft = holderNft();
  for (const log of receipt.logs) {
    if (log.address.toLowerCase() !== NFT_ADDRESS.toLowerCase()) continue;
    const parsed = nft.interface.parseLog(log);
    if (parsed?.name === "Transfer") return Number(parsed.args.getValue("tokenId"));
  }
  return null;
}

/** Mints `uri` to `to` with the minter key and waits for it (tests and seeds; the mint service settles its own). */
export function mintTo(to: string, uri: string): Promise<{ tokenId: number; txHash: string }> {
  return withMinter(async () => {
    const txHash = await send(holderNft(signerFor(MINTER_PRIVATE_KEY)), "mint", [to, uri]);
    const tokenId = mintedTokenId((await chain().getTransactionReceipt(txHash))!);
    if (tokenId === null) throw new Error(`no Transfer in ${txHash}`);
    rememberTokenUri(tokenId, uri);
    return { tokenId, txHash };
  });
}

function chainFailure(error: unknown): never {
  if (error instanceof ServiceError) throw error;
  throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
}

export interface ChainToken {
  tokenId: number;
  uri: string;
  staked: boolean;
}

/**
 * Every token `owner` holds on chain, in the contract's enumeration order, with its stake lock. Round trips: one for
 * the count, the stake locks (`stakedOf`) and the ids the last read found (and one more); a second for ids beyond
 * them; a third for URIs not known yet. Each round is one batch (see `reader`).
 */
export async function tokensOf(owner: string): Promise<ChainToken[]> {
  const nft = holderNft(chainReader());
  const idAt = (i: number) => nft.getFunction("tokenOfOwnerByIndex")(owner, i) as Promise<bigint>;
  const key = owner.toLowerCase();
  try {
    // An index past the end reverts: that guess is simply not used.
    const guesses = Array.from({ length: (readCache?.held.get(key) ?? 0) + 1 }, (_, i) =>
      idAt(i).catch(() => null),
    );
    const [count, staked, ...guessed] = await Promise.all([
      nft.getFunction("balanceOf")(owner) as Promise<bigint>,
      nft.getFunction("stakedOf")(owner) as Promise<bigint[]>,
      ...guesses,
    ]);
    const held = Number(count);
    readCache?.held.set(key, held);
    const ids = (await Promise.all(Array.from({ length: held }, (_, i) => guessed[i] ?? idAt(i)))).map((id) =>
      Number(id),
    );
    const locked = new Set(staked.map((id) => Number(id)));
    const uris = await urisOf(ids);
    return ids.map((tokenId) => ({ tokenId, uri: uris.get(tokenId)!, staked: locked.has(tokenId) }));
  } catch (error) {
    chainFailure(error);
  }
}

/** A lock the contract reports: `stakedAt` is the block timestamp (s) of the stake transaction. */
export interface ChainLock {
  tokenId: number;
  stakedAt: number;
}

/** The tokens `owner` has staked (HolderNFT `stakedOf`) and when each lock began (`stakedAt`). */
export async function locksOf(owner: string): Promise<ChainLock[]> {
  const nft = holderNft(chainReader());
  try {
    const ids = (await nft.getFunction("stakedOf")(owner)) as bigint[];
    return await Promise.all(
      ids.map(async (id) => ({
        tokenId: Number(id),
        stakedAt: Number(await nft.getFunction("stakedAt")(id)),
      })),
    );
  } catch (error) {
    chainFailure(error);
  }
}

export async function tokenUri(tokenId: number): Promise<string> {
  try {
    return (await urisOf([tokenId])).get(tokenId)!;
  } catch (error) {
    chainFailure(error);
  }
}

/**
 * When `owner` unstaked `tokenId` after the lock that began at `since` (s): the block timestamp (s) of the first
 * `Unstaked` event at or after it, or null when there is none (still locked, or the logs cannot be read).
 */
export async function unstakedAfter(owner: string, tokenId: number, since: number): Promise<number | null> {
  const nft = holderNft();
  try {
    const filter = nft.filters.Unstaked!(owner, tokenId);
    for (const log of await nft.queryFilter(filter, 0, "latest")) {
      const block = await chain().getBlock(log.blockNumber);
      if (block && block.timestamp >= since) return block.timestamp;
    }
    return null;
  } catch {
    return null;
  }
}
