// The bounds of one call and one batch of the mock chain's JSON-RPC (docs/decisions/0034-mock-chain-rpc-bounds.md).
import { Wallet } from "ethers";
import { beforeEach, describe, expect, it } from "vitest";
import { MockChain } from "./chain";
import { HOLDER_NFT_ADDRESS, MINTER_PRIVATE_KEY, holderNftInterface as iface } from "./constants";
import {
  IN_PROCESS_LIMITS,
  RPC_LIMITS,
  callMethod,
  handleJsonRpc,
  type RpcPolicy,
  type RpcResponse,
} from "./rpc";

const ALICE = new Wallet("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a");
const minter = new Wallet(MINTER_PRIVATE_KEY);
const TRANSFER = iface.getEvent("Transfer")!.topicHash;
let chain: MockChain;

const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: "2.0",
  id,
  method,
  params,
});

async function rpc(method: string, params: unknown[] = [], policy: RpcPolicy = {}): Promise<RpcResponse> {
  return (await handleJsonRpc(chain, JSON.stringify(call(method, params)), policy)) as RpcResponse;
}

async function batch(calls: unknown[], policy: RpcPolicy = {}): Promise<RpcResponse[]> {
  return (await handleJsonRpc(chain, JSON.stringify(calls), policy)) as RpcResponse[];
}

async function send(wallet: Wallet, data: string): Promise<string> {
  const nonce = await chain.getTransactionCount(wallet.address);
  const raw = await wallet.signTransaction({
    to: HOLDER_NFT_ADDRESS,
    data,
    nonce,
    gasLimit: 1_000_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
    chainId: 56n,
    type: 2,
  });
  return chain.sendRawTransaction(raw);
}

/** Mints `n` NFTs to Alice, one block each (blocks 1…n, one Transfer log each). */
async function mint(n: number): Promise<void> {
  for (let i = 0; i < n; i++)
    await send(minter, iface.encodeFunctionData("mint", [ALICE.address, `ipfs/Qm${i}`]));
}

beforeEach(() => {
  chain = new MockChain({ dbName: `mockchain-limits-${Math.random()}` });
});

describe("eth_getLogs over the endpoint", () => {
  it("has BSC's block range and Infura's log count, and a batch budget of 100 kB of results", () => {
    expect(RPC_LIMITS).toEqual({ blockRange: 5_000, logs: 10_000, batchResultBytes: 100_000 });
  });

  it("answers toBlock − fromBlock up to 5,000 and refuses 5,001 with -32005 and a range that fits", async () => {
    await mint(1);
    const fits = await rpc("eth_getLogs", [{ fromBlock: "0x0", toBlock: "0x1388" }]);
    expect(fits.result).toHaveLength(1);
    const wide = await rpc("eth_getLogs", [{ fromBlock: "0x0", toBlock: "0x1389" }]);
    expect(wide.error).toEqual({
      code: -32005,
      message:
        "exceed maximum block range: 5000 (eth_getLogs asked for 0x0 to 0x1389; toBlock may be at most " +
        "fromBlock + 5000, e.g. [0x0, 0x1388])",
      data: { from: "0x0", to: "0x1388", limit: 5000 },
    });
    // Counted from the numbers asked, as bsc counts: a range running past the head is not cut short.
    expect((await rpc("eth_getLogs", [{ fromBlock: "0x5", toBlock: "0x138e" }])).error?.code).toBe(-32005);
  });

  it("answers from block 0 to latest (or with the bounds omitted) while the chain is shorter than the range", async () => {
    await mint(2);
    expect((await rpc("eth_getLogs", [{ fromBlock: "0x0", toBlock: "latest" }])).result).toHaveLength(2);
    expect((await rpc("eth_getLogs", [{ fromBlock: "earliest" }])).result).toHaveLength(2);
    expect((await rpc("eth_getLogs", [{}])).result).toHaveLength(1); // the latest block alone
  });

  it("refuses more logs than the limit with Infura's message and the block range that fits", async () => {
    await mint(3);
    const policy = { limits: { logs: 2 } };
    const answer = await rpc("eth_getLogs", [{ fromBlock: "0x0" }], policy);
    expect(answer.error).toEqual({
      code: -32005,
      message: "query returned more than 2 results. Try with this block range [0x0, 0x2].",
      data: { from: "0x0", to: "0x2", limit: 2 },
    });
    expect((await rpc("eth_getLogs", [{ fromBlock: "0x0", toBlock: "0x2" }], policy)).result).toHaveLength(2);
    // Narrower topics fit whatever the range.
    const mine = [TRANSFER, null, `0x${"0".repeat(24)}${ALICE.address.slice(2).toLowerCase()}`];
    expect((await rpc("eth_getLogs", [{ fromBlock: "0x2", topics: mine }], policy)).result).toHaveLength(2);
  });

  it("says when one block alone holds more logs than the limit", async () => {
    await mint(2);
    await send(ALICE, iface.encodeFunctionData("stake", [[1n, 2n]]));
    const block = (await chain.getBlock("latest", false))!;
    const answer = await rpc("eth_getLogs", [{ blockHash: block.hash }], { limits: { logs: 1 } });
    expect(answer.error).toEqual({
      code: -32005,
      message:
        "query returned more than 1 results. Block 0x3 alone holds more: narrow the address or topics.",
      data: { limit: 1 },
    });
  });
});

describe("the backend's own link (callMethod in its process)", () => {
  it("takes any block range, so its queries from block 0 keep working on a long chain, and the log count", async () => {
    await mint(1);
    const wide = [{ fromBlock: "0x0", toBlock: "0x2711" }];
    expect((await rpc("eth_getLogs", wide)).error?.code).toBe(-32005);
    expect(await callMethod(chain, "eth_getLogs", wide)).toHaveLength(1);
    expect(IN_PROCESS_LIMITS).toEqual({ logs: 10_000 });
    await mint(2);
    await expect(callMethod(chain, "eth_getLogs", wide, { logs: 2 })).rejects.toMatchObject({ code: -32005 });
  });
});

describe("a batch's budget of result bytes", () => {
  const logsFrom0 = (id: number) => call("eth_getLogs", [{ fromBlock: "0x0" }], id);

  it("answers while the results fit, then refuses the call that would pass it and runs none after it", async () => {
    await mint(3);
    const one = JSON.stringify((await rpc("eth_getLogs", [{ fromBlock: "0x0" }])).result).length;
    const policy = { limits: { batchResultBytes: 2 * one + 10 } };
    const before = await chain.blockNumber();
    const raw = await minter.signTransaction({
      to: HOLDER_NFT_ADDRESS,
      data: iface.encodeFunctionData("mint", [ALICE.address, "ipfs/late"]),
      nonce: await chain.getTransactionCount(minter.address),
      gasLimit: 1_000_000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      chainId: 56n,
      type: 2,
    });
    const answers = await batch(
      [logsFrom0(1), logsFrom0(2), logsFrom0(3), call("eth_sendRawTransaction", [raw], "tx"), { id: 5 }],
      policy,
    );
    expect(answers.map((a) => [a.id, a.error?.code ?? "result"])).toEqual([
      [1, "result"],
      [2, "result"],
      [3, -32005],
      ["tx", -32005],
      [5, -32005],
    ]);
    expect(answers[2]!.error).toEqual({
      code: -32005,
      message: `response too large: the results of this batch would pass ${2 * one + 10} bytes; send this call again on its own`,
      data: { limit: 2 * one + 10 },
    });
    expect(await chain.blockNumber()).toBe(before); // the transaction after the budget was not run
  });

  it("always answers the first result, and leaves single calls and errors out of the budget", async () => {
    await mint(3);
    const policy = { limits: { batchResultBytes: 10 } };
    const answers = await batch([call("nope", [], 1), logsFrom0(2), call("eth_chainId", [], 3)], policy);
    expect(answers.map((a) => a.error?.code ?? "result")).toEqual([-32601, "result", -32005]);
    expect((await rpc("eth_getLogs", [{ fromBlock: "0x0" }], policy)).result).toHaveLength(3);
  });

  it("answers a batch of 100 eth_getLogs from block 0 within about the budget", async () => {
    await mint(12);
    const calls = Array.from({ length: 100 }, (_, i) => logsFrom0(i));
    const answers = await batch(calls);
    const answered = answers.filter((a) => a.result);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThan(100);
    expect(answers.every((a) => a.result || a.error?.code === -32005)).toBe(true);
    expect(answers.map((a) => a.id)).toEqual(calls.map((c) => c.id));
    const results = answered.reduce((sum, a) => sum + JSON.stringify(a.result).length, 0);
    expect(results).toBeLessThanOrEqual(RPC_LIMITS.batchResultBytes);
  });
});
