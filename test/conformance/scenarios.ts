// The conformance scenarios, written once against ethers: each target (Hardhat node, mock chain) runs them and
// yields a transcript; the suite expects both transcripts to be equal.
import { Contract, Interface, Wallet, isError, type JsonRpcProvider, type TransactionReceipt } from "ethers";
import { deployedContracts } from "../../src/contracts/deployedContracts";

const ABI = deployedContracts[56].HolderNFT.abi;
export const iface = new Interface(ABI);

/** Hardhat's default keys #0..#4: admin, minter (the backend), alice, bob, stranger. */
export const KEYS = [
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
  "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
] as const;

export interface Target {
  provider: JsonRpcProvider;
  nftAddress: string;
  /** Sends a raw JSON-RPC body and returns the parsed answer. */
  raw(body: string): Promise<unknown>;
}

type Entry = Record<string, unknown>;

function describeError(error: unknown): Entry {
  if (isError(error, "CALL_EXCEPTION")) {
    // ethers decodes custom errors for calls; for a send (estimateGas) the ABI decodes the revert data
    const parsed = error.data && error.data !== "0x" ? iface.parseError(error.data) : null;
    return {
      code: error.code,
      revert: parsed ? { name: parsed.name, args: parsed.args.map(String) } : null,
      data: error.data ?? null,
    };
  }
  throw error;
}

async function attempt(fn: () => Promise<unknown>): Promise<Entry> {
  try {
    await fn();
    return { reverted: false };
  } catch (error) {
    return { reverted: true, ...describeError(error) };
  }
}

function events(receipt: TransactionReceipt | null, nftAddress: string) {
  return (receipt?.logs ?? []).map((log) => {
    const parsed = iface.parseLog(log);
    return {
      address: log.address === nftAddress,
      index: log.index,
      name: parsed?.name,
      args: parsed?.args.map(String),
    };
  });
}

/** Runs every scenario on `target` and returns the transcript. */
export async function runScenarios(target: Target): Promise<Entry[]> {
  const { provider, nftAddress } = target;
  const [admin, minter, alice, bob, stranger] = KEYS.map((key) => new Wallet(key, provider)) as [
    Wallet,
    Wallet,
    Wallet,
    Wallet,
    Wallet,
  ];
  const nft = new Contract(nftAddress, ABI, provider);
  const as = (wallet: Wallet) => nft.connect(wallet) as Contract;
  const out: Entry[] = [];
  const startBlock = await provider.getBlockNumber();
  const send = async (label: string, fn: () => Promise<{ wait(): Promise<TransactionReceipt | null> }>) => {
    const receipt = await (await fn()).wait();
    out.push({
      step: label,
      status: receipt?.status,
      blocks: (receipt?.blockNumber ?? 0) - startBlock,
      events: events(receipt, nftAddress),
    });
    return receipt;
  };
  const view = async (label: string, fn: () => Promise<unknown>) => {
    try {
      const value = await fn();
      out.push({
        step: label,
        value: JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? `${v}n` : v))),
      });
    } catch (error) {
      out.push({ step: label, ...describeError(error) });
    }
  };
  const refused = async (label: string, fn: () => Promise<unknown>) => {
    const nonces = await Promise.all([admin, minter, alice, bob, stranger].map((w) => w.getNonce()));
    const block = await provider.getBlockNumber();
    const result = await attempt(fn);
    const unchanged =
      block === (await provider.getBlockNumber()) &&
      JSON.stringify(nonces) ===
        JSON.stringify(await Promise.all([admin, minter, alice, bob, stranger].map((w) => w.getNonce())));
    out.push({ step: label, ...result, unchanged });
  };

  // deployment
  await view("name", () => nft.getFunction("name")());
  await view("symbol", () => nft.getFunction("symbol")());
  await view("minter has MINTER_ROLE", async () =>
    nft.getFunction("hasRole")(await nft.getFunction("MINTER_ROLE")(), minter.address),
  );
  await view("chain id", async () => (await provider.getNetwork()).chainId);

  // mint, by the backend's minter, as signed transactions
  await send("mint #1 to alice", () => as(minter).getFunction("mint")(alice.address, "ipfs/QmAlice1"));
  await send("mint #2 to alice", () => as(minter).getFunction("mint")(alice.address, "ipfs/QmAlice2"));
  await send("mint #3 to bob", () => as(minter).getFunction("mint")(bob.address, "ipfs/QmBob3"));
  await send("mint #4 to alice", () => as(minter).getFunction("mint")(alice.address, "ipfs/QmAlice4"));
  await refused("a stranger cannot mint", () =>
    as(stranger).getFunction("mint")(stranger.address, "ipfs/QmX"),
  );
  await refused("an empty content path is refused", () => as(minter).getFunction("mint")(alice.address, ""));
  await refused("minting to the zero address is refused", () =>
    as(minter).getFunction("mint")("0x0000000000000000000000000000000000000000", "ipfs/QmX"),
  );

  // enumerate and token URIs
  await view("totalSupply", () => nft.getFunction("totalSupply")());
  await view("balanceOf alice", () => nft.getFunction("balanceOf")(alice.address));
  await view("balanceOf stranger", () => nft.getFunction("balanceOf")(stranger.address));
  for (const i of [0n, 1n, 2n, 3n])
    await view(`tokenOfOwnerByIndex alice ${i}`, () =>
      nft.getFunction("tokenOfOwnerByIndex")(alice.address, i),
    );
  for (const i of [0n, 3n, 4n]) await view(`tokenByIndex ${i}`, () => nft.getFunction("tokenByIndex")(i));
  for (const id of [1n, 3n, 9n]) await view(`ownerOf ${id}`, () => nft.getFunction("ownerOf")(id));
  for (const id of [1n, 4n, 9n]) await view(`tokenURI ${id}`, () => nft.getFunction("tokenURI")(id));
  await view("supportsInterface ERC-721", () => nft.getFunction("supportsInterface")("0x80ac58cd"));
  await view("supportsInterface none", () => nft.getFunction("supportsInterface")("0xffffffff"));

  // stake
  await send("alice approves bob for #1", () => as(alice).getFunction("approve")(bob.address, 1n));
  const staked = await send("alice stakes #1 and #4", () => as(alice).getFunction("stake")([1n, 4n]));
  const stakedBlock = await provider.getBlock(staked!.blockNumber);
  await view(
    "stakedAt #1 is the block time",
    async () => (await nft.getFunction("stakedAt")(1n)) === BigInt(stakedBlock!.timestamp),
  );
  await view("isStaked #1", () => nft.getFunction("isStaked")(1n));
  await view("isStaked #2", () => nft.getFunction("isStaked")(2n));
  await view("stakedOf alice", () => nft.getFunction("stakedOf")(alice.address));
  await view("stakedBalanceOf alice", () => nft.getFunction("stakedBalanceOf")(alice.address));
  await view("ownerOf #1 after staking", () => nft.getFunction("ownerOf")(1n));
  await view("getApproved #1 after staking", () => nft.getFunction("getApproved")(1n));

  // a staked token is locked
  await refused("transfer of a staked token", () =>
    as(alice).getFunction("transferFrom")(alice.address, bob.address, 1n),
  );
  await refused("safe transfer of a staked token", () =>
    as(alice).getFunction("safeTransferFrom(address,address,uint256)")(alice.address, bob.address, 4n),
  );
  await refused("approval of a staked token", () => as(alice).getFunction("approve")(bob.address, 1n));
  await refused("stake again", () => as(alice).getFunction("stake")([2n, 1n]));
  await refused("stake nothing", () => as(alice).getFunction("stake")([]));
  await refused("stake too many", () =>
    as(alice).getFunction("stake")(Array.from({ length: 51 }, (_, i) => BigInt(i + 1))),
  );
  await refused("a stranger's stake", () => as(stranger).getFunction("stake")([2n]));
  await refused("stake of a missing token", () => as(alice).getFunction("stake")([99n]));
  await refused("a stranger's unstake", () => as(stranger).getFunction("unstake")([1n]));
  await refused("unstake of a token not staked", () => as(alice).getFunction("unstake")([2n]));

  // unstake, then the token moves again
  await send("alice unstakes #1", () => as(alice).getFunction("unstake")([1n]));
  await view("stakedOf alice after unstake", () => nft.getFunction("stakedOf")(alice.address));
  await view("stakedAt #1 after unstake", () => nft.getFunction("stakedAt")(1n));
  await send("alice transfers #1 to bob", () =>
    as(alice).getFunction("transferFrom")(alice.address, bob.address, 1n),
  );
  await view("ownerOf #1 after transfer", () => nft.getFunction("ownerOf")(1n));
  await view("balanceOf bob", () => nft.getFunction("balanceOf")(bob.address));
  for (const i of [0n, 1n])
    await view(`tokenOfOwnerByIndex alice ${i} after transfer`, () =>
      nft.getFunction("tokenOfOwnerByIndex")(alice.address, i),
    );
  await refused("transfer by someone not approved", () =>
    as(stranger).getFunction("transferFrom")(bob.address, stranger.address, 3n),
  );
  await send("bob lets the stranger operate", () =>
    as(bob).getFunction("setApprovalForAll")(stranger.address, true),
  );
  await send("the operator moves #3", () =>
    as(stranger).getFunction("transferFrom")(bob.address, stranger.address, 3n),
  );
  await view("ownerOf #3", () => nft.getFunction("ownerOf")(3n));

  // event queries (eth_getLogs)
  const logs = await nft.queryFilter(nft.filters.Staked!(), startBlock);
  out.push({ step: "Staked logs", value: logs.map((l) => iface.parseLog(l)?.args.map(String)) });
  return out;
}
