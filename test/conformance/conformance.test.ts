// One set of scenarios against a Hardhat node and against the mock chain (MSW + Dexie over fake-indexeddb):
// the transcripts must be equal.
import "fake-indexeddb/auto";
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ContractFactory, JsonRpcProvider, Network, Wallet } from "ethers";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MockChain } from "../../mocks/chain/chain";
import { mockChainHandlers } from "../../mocks/chain/handlers";
import { db } from "../../mocks/db/holderDb";
import { createUser } from "../../mocks/services/auth";
import type { ServiceError } from "../../mocks/services/errors";
import { ownNfts, recordStake, stakeRecord } from "../../mocks/services/nft";
import { connectChain, holderNft, mintTo, send, signerFor } from "../../mocks/services/nftChain";
import { syncStakes } from "../../mocks/services/stakeLocks";
import { runBadInput } from "./badInput";
import { KEYS, runScenarios, type Target } from "./scenarios";

const root = path.resolve(__dirname, "..", "..");
const HARDHAT_URL = `http://127.0.0.1:${process.env.CONFORMANCE_PORT ?? 8555}`;
const MOCK_URL = "http://mockchain.test/rpc";

function providerFor(url: string) {
  const provider = new JsonRpcProvider(url, Network.from(56), {
    staticNetwork: true,
    batchMaxCount: 1,
    cacheTimeout: -1,
  });
  provider.pollingInterval = 50;
  return provider;
}

async function rawPost(url: string, body: string): Promise<unknown> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
  return res.json();
}

let node: ChildProcess | undefined;
const server = setupServer(
  ...mockChainHandlers(new MockChain({ dbName: `conformance-${Date.now()}` }), MOCK_URL),
);
const targets: Record<"hardhat" | "mock", Target> = {} as never;

async function startHardhat(): Promise<Target> {
  const bootstrap = createRequire(__filename).resolve("hardhat/internal/cli/bootstrap.js");
  const { port, hostname } = new URL(HARDHAT_URL);
  node = spawn(process.execPath, [bootstrap, "node", "--hostname", hostname, "--port", port], {
    cwd: root,
    stdio: "ignore",
  });
  const started = Date.now();
  for (;;) {
    const up = await rawPost(
      HARDHAT_URL,
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId" }),
    ).catch(() => null);
    if (up) break;
    if (Date.now() - started > 60_000) throw new Error("hardhat node did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  // Deploy as scripts/chain/deploy.ts does: account #0 deploys, account #1 gets MINTER_ROLE.
  const artifact = JSON.parse(
    readFileSync(path.join(root, "artifacts", "contracts", "HolderNFT.sol", "HolderNFT.json"), "utf8"),
  ) as { abi: []; bytecode: string };
  const provider = providerFor(HARDHAT_URL);
  const admin = new Wallet(KEYS[0], provider);
  const contract = await new ContractFactory(artifact.abi, artifact.bytecode, admin).deploy(admin.address);
  await contract.waitForDeployment();
  const role = (await contract.getFunction("MINTER_ROLE")()) as string;
  await (await contract.getFunction("grantRole")(role, new Wallet(KEYS[1]).address)).wait();
  return { provider, nftAddress: await contract.getAddress(), raw: (body) => rawPost(HARDHAT_URL, body) };
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  targets.mock = {
    provider: providerFor(MOCK_URL),
    nftAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
    raw: (body) => rawPost(MOCK_URL, body),
  };
  targets.hardhat = await startHardhat();
}, 90_000);

afterAll(() => {
  server.close();
  targets.hardhat?.provider.destroy();
  targets.mock?.provider.destroy();
  if (node?.pid && node.exitCode === null) process.kill(node.pid, "SIGTERM");
});

describe("conformance: Hardhat node and mock chain", () => {
  it("deploy HolderNFT at the same address", () => {
    expect(targets.mock.nftAddress).toBe(targets.hardhat.nftAddress);
  });

  it("give the same results for mint, enumerate, token URI, stake, locked transfer, unstake and refusals", async () => {
    const hardhat = await runScenarios(targets.hardhat);
    const mock = await runScenarios(targets.mock);
    // CONFORMANCE_DUMP=file.json writes both transcripts, to read what was compared
    if (process.env.CONFORMANCE_DUMP)
      writeFileSync(process.env.CONFORMANCE_DUMP, JSON.stringify({ hardhat, mock }, null, 1));
    expect(mock).toEqual(hardhat);
    // the transcript holds what the issue names
    const step = (name: string) => hardhat.find((e) => e.step === name);
    expect(step("transfer of a staked token")).toMatchObject({
      reverted: true,
      revert: { name: "TokenLocked", args: ["1"] },
      unchanged: true,
    });
    expect(step("a stranger's stake")).toMatchObject({
      reverted: true,
      revert: { name: "NotTokenOwner", args: ["2"] },
    });
    expect(step("tokenURI 4")).toMatchObject({ value: "ipfs/QmAlice4" });
    expect(step("stakedOf alice")).toMatchObject({ value: ["1n", "4n"] });
  }, 120_000);

  it("refuse the same bad input and change nothing", async () => {
    const hardhat = await runBadInput(targets.hardhat);
    const mock = await runBadInput(targets.mock);
    if (process.env.CONFORMANCE_DUMP)
      writeFileSync(`${process.env.CONFORMANCE_DUMP}.bad.json`, JSON.stringify({ hardhat, mock }, null, 1));
    expect(mock).toEqual(hardhat);
    for (const entry of hardhat)
      expect(entry, String(entry.step)).toMatchObject({ rejected: true, unchanged: true });
  }, 60_000);
});

/**
 * The emulated backend's chain gateway (mocks/services/nftChain) against either chain: it mints with the minter
 * key, reads ownership from the chain, and records a stake only after the chain shows it. Chain mode points it at
 * the Hardhat node, demo mode at the mock chain; both transcripts must match.
 */
describe("conformance: the backend's NFT gateway on both chains", () => {
  async function backendTranscript(url: string) {
    connectChain(url);
    await db.delete();
    await db.open();
    const holder = new Wallet(KEYS[4]);
    const user = await createUser(holder.address.toLowerCase(), 0);
    const log: unknown[] = [];
    const minted = [
      await mintTo(holder.address, "ipfs/QmGateway1"),
      await mintTo(holder.address, "ipfs/QmGateway2"),
    ];
    const ids = minted.map((m) => m.tokenId);
    log.push({ step: "own after mint", value: (await ownNfts(user)).filter((t) => ids.includes(t.tokenId)) });
    const refused = await recordStake(user, 1, [ids[0]]).catch((e: ServiceError) => e.code);
    log.push({ step: "record before the chain shows the stake", value: refused });
    await send(holderNft(signerFor(KEYS[4])), "stake", [[ids[0]]]);
    log.push({ step: "record after staking", value: await recordStake(user, 1, [ids[0]]) });
    log.push({
      step: "own after staking",
      value: (await ownNfts(user)).filter((t) => ids.includes(t.tokenId)),
    });
    log.push({
      step: "stake record",
      value: await stakeRecord(user.id!, await syncStakes(user), { page: 1, count: 10, cursor: null }),
    });
    await send(holderNft(signerFor(KEYS[4])), "unstake", [[ids[0]]]);
    return { ids, log };
  }

  it("mints, reads and records stakes alike", async () => {
    const hardhat = await backendTranscript(HARDHAT_URL);
    const mock = await backendTranscript(MOCK_URL);
    expect(mock.log).toEqual(hardhat.log);
    const [first, second] = hardhat.ids;
    expect(hardhat.log).toEqual([
      {
        step: "own after mint",
        value: [
          { tokenId: first, uri: "ipfs/QmGateway1" },
          { tokenId: second, uri: "ipfs/QmGateway2" },
        ],
      },
      { step: "record before the chain shows the stake", value: 10302 },
      { step: "record after staking", value: [{ token_id: first, uri: "ipfs/QmGateway1", recorded: true }] },
      { step: "own after staking", value: [{ tokenId: second, uri: "ipfs/QmGateway2" }] },
      {
        step: "stake record",
        value: {
          count: 1,
          list: [{ token_id: first, uri: "ipfs/QmGateway1", recorded: true }],
          next_cursor: null,
        },
      },
    ]);
  }, 60_000);
});
