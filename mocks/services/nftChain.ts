import {
  BrowserProvider,
  Contract,
  JsonRpcProvider,
  Wallet,
  type AbstractProvider,
  type ContractRunner,
  type Signer,
} from "ethers";
import { deployedContracts } from "../../src/contracts/deployedContracts";
import { ErrorCode } from "../../src/api/wire";
import type { MockChain } from "../chain/chain";
import { MINTER_PRIVATE_KEY } from "../chain/constants";
import { callMethod } from "../chain/rpc";
import { ServiceError } from "./errors";

const { address: NFT_ADDRESS, abi: NFT_ABI } = deployedContracts[56].HolderNFT;

let provider: AbstractProvider | null = null;

/**
 * Where the backend reads and mints NFTs: the in-process mock chain (demo mode, Node tests) or a JSON-RPC URL
 * (chain mode: the Hardhat node). The same contract calls run against either.
 */
export function connectChain(target: MockChain | string): void {
  // No response cache: ethers otherwise answers a repeated eth_getTransactionCount from the last 250 ms, and two
  // quick mints would reuse a nonce.
  const options = { staticNetwork: true, cacheTimeout: -1 } as const;
  provider =
    typeof target === "string"
      ? new JsonRpcProvider(target, 56, options)
      : new BrowserProvider(
          { request: ({ method, params }) => callMethod(target, method, (params as unknown[]) ?? []) },
          56,
          options,
        );
}

function chain(): AbstractProvider {
  if (!provider) throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
  return provider;
}

export function holderNft(runner: ContractRunner = chain()): Contract {
  return new Contract(NFT_ADDRESS, NFT_ABI, runner);
}

/** A signer on the backend's chain, for the minter (and for demo seeding with a persona's key). */
export function signerFor(privateKey: string): Signer {
  return new Wallet(privateKey, chain());
}

/** Both chains mine at once, so a receipt is there after a few short polls (ethers' wait() polls every 4 s). */
async function receipt(hash: string) {
  for (let i = 0; i < 100; i++) {
    const found = await chain().getTransactionReceipt(hash);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
}

/** Sends a contract transaction and waits for it; a revert surfaces as the contract's custom error. */
export async function send(contract: Contract, method: string, args: unknown[]): Promise<string> {
  const tx = (await contract.getFunction(method)(...args)) as { hash: string };
  const mined = await receipt(tx.hash);
  if (mined.status !== 1) throw new Error(`${method} reverted in ${tx.hash}`);
  return tx.hash;
}

let minterQueue: Promise<unknown> = Promise.resolve();

/** Mints `uri` to `to` with the minter key; mints are queued so the minter's nonces never collide. */
export function mintTo(to: string, uri: string): Promise<{ tokenId: number; txHash: string }> {
  const run = async () => {
    const nft = holderNft(signerFor(MINTER_PRIVATE_KEY));
    const txHash = await send(nft, "mint", [to, uri]);
    const mined = await receipt(txHash);
    for (const log of mined.logs) {
      const parsed = nft.interface.parseLog(log);
      if (parsed?.name === "Transfer") return { tokenId: Number(parsed.args.getValue("tokenId")), txHash };
    }
    throw new Error(`no Transfer in ${txHash}`);
  };
  const result = minterQueue.then(run, run);
  minterQueue = result.catch(() => undefined);
  return result;
}

export interface ChainToken {
  tokenId: number;
  uri: string;
  staked: boolean;
}

/** Every token `owner` holds on chain, in the contract's enumeration order, with its stake lock. */
export async function tokensOf(owner: string): Promise<ChainToken[]> {
  const nft = holderNft();
  try {
    const count = Number(await nft.getFunction("balanceOf")(owner));
    const ids = await Promise.all(
      Array.from(
        { length: count },
        (_, i) => nft.getFunction("tokenOfOwnerByIndex")(owner, i) as Promise<bigint>,
      ),
    );
    return await Promise.all(
      ids.map(async (id) => ({
        tokenId: Number(id),
        uri: String(await nft.getFunction("tokenURI")(id)),
        staked: Boolean(await nft.getFunction("isStaked")(id)),
      })),
    );
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
  }
}
