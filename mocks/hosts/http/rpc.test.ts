import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../../src/api/wire";
import { HOLDER_NFT_ADDRESS, MINTER_PRIVATE_KEY, holderNftInterface } from "../../chain/constants";
import { apiHandlers } from "../../routes";
import { BODY_LIMIT } from "./body";
import { connectServerChain, type ServerChain } from "./chain";
import { TEST_ORIGIN, listenForTest } from "./testServer";

const ACCOUNT = "0x00000000000000000000000000000000000000aa";
let chain: ServerChain;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  // The built-in chain exactly as `npm run api` builds it without CHAIN_RPC_URL.
  chain = await connectServerChain(undefined);
  const handlers = [...apiHandlers({ appOrigins: [TEST_ORIGIN] }), ...chain.handlers];
  ({ base, close } = await listenForTest(undefined, handlers));
});
afterAll(() => close());

async function rpc(body: unknown) {
  const sent = typeof body === "string" ? body : JSON.stringify(body);
  const response = await fetch(`${base}/rpc`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: sent,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as unknown,
    sentBytes: sent.length,
    bytes: text.length,
  };
}

const call = (method: string, params: unknown[] = [], id = 1) => ({ jsonrpc: "2.0", id, method, params });

describe("/rpc of npm run api", () => {
  it("answers the methods a wallet and ethers use", async () => {
    expect((await rpc(call("eth_chainId"))).body).toEqual({ jsonrpc: "2.0", id: 1, result: "0x38" });
  });

  it.each([
    ["hardhat_setBalance", [ACCOUNT, "0xde0b6b3a7640000"]],
    ["hardhat_mine", []],
    ["evm_increaseTime", [3600]],
    ["evm_mine", []],
    ["evm_snapshot", []],
  ])("refuses %s as a method not found, and changes nothing", async (method, params) => {
    const { status, body } = await rpc(call(method, params));
    expect(status).toBe(200);
    expect(body).toMatchObject({ jsonrpc: "2.0", id: 1, error: { code: -32601 } });
    expect((await rpc(call("eth_getBalance", [ACCOUNT, "latest"]))).body).toMatchObject({ result: "0x0" });
  });

  it("refuses a test-node method inside a batch, answering the others", async () => {
    const { body } = await rpc([call("eth_chainId", [], 1), call("hardhat_setBalance", [ACCOUNT, "0x1"], 2)]);
    expect(body).toEqual([
      { jsonrpc: "2.0", id: 1, result: "0x38" },
      { jsonrpc: "2.0", id: 2, error: expect.objectContaining({ code: -32601 }) as unknown },
    ]);
  });

  it("answers a batch of 100 and refuses one of 101 as a whole", async () => {
    const batch = (n: number) => Array.from({ length: n }, (_, i) => call("eth_chainId", [], i));
    const hundred = await rpc(batch(100));
    expect(Array.isArray(hundred.body) && hundred.body.length).toBe(100);
    const more = await rpc(batch(101));
    expect(more.status).toBe(200);
    expect(more.body).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "batch of more than 100 calls" },
    });
  });

  it("bounds a batch of 100 eth_getLogs from block 0: about 100 kB of results, the rest -32005 unrun", async () => {
    // Twelve mints sent over /rpc itself, as a wallet would: each eth_getLogs from block 0 then answers ≥ 12 logs.
    const minter = new Wallet(MINTER_PRIVATE_KEY);
    for (let i = 0; i < 12; i++) {
      const nonce = (
        (await rpc(call("eth_getTransactionCount", [minter.address, "latest"]))).body as { result: string }
      ).result;
      const raw = await minter.signTransaction({
        to: HOLDER_NFT_ADDRESS,
        data: holderNftInterface.encodeFunctionData("mint", [ACCOUNT, `ipfs/Qm${i}`]),
        nonce: Number(nonce),
        gasLimit: 500_000n,
        gasPrice: 1_000_000_000n,
        chainId: 56n,
        type: 0,
      });
      expect((await rpc(call("eth_sendRawTransaction", [raw]))).body).toMatchObject({
        result: expect.any(String),
      });
    }
    const asked = Array.from({ length: 100 }, (_, i) => call("eth_getLogs", [{ fromBlock: "0x0" }], i));
    const { body, sentBytes, bytes } = await rpc(asked);
    const answers = body as { id: number; result?: unknown[]; error?: { code: number; message: string } }[];
    const answered = answers.filter((a) => a.result);
    expect(sentBytes).toBeLessThan(8_200);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((a) => a.result!.length >= 12)).toBe(true);
    expect(answers.map((a) => a.id)).toEqual(asked.map((c) => c.id));
    expect(answers.slice(answered.length).every((a) => a.error?.code === -32005)).toBe(true);
    expect(answers[answered.length]!.error!.message).toMatch(
      /^response too large: .* would pass 100000 bytes/,
    );
    // Unbounded it answered every call: about 690 kB for these 8 kB (decision 0034 has the figures).
    expect(bytes).toBeLessThan(100_000 + 8_000 + 100 * 160);
  });

  it("refuses an eth_getLogs whose toBlock is over 5,000 past its fromBlock, with -32005 and a range that fits", async () => {
    const answer = async (toBlock: string) =>
      (await rpc(call("eth_getLogs", [{ fromBlock: "0x0", toBlock, address: HOLDER_NFT_ADDRESS }]))).body;
    expect(await answer("0x1388")).toMatchObject({ result: expect.any(Array) });
    expect(await answer("0x1389")).toMatchObject({
      error: {
        code: -32005,
        message: expect.stringMatching(/^exceed maximum block range: 5000 /),
        data: { from: "0x0", to: "0x1388", limit: 5000 },
      },
    });
  });

  it("answers a body over the limit with 413 and the envelope, unread", async () => {
    const big = JSON.stringify(call("eth_call", [{ data: `0x${"00".repeat(BODY_LIMIT)}` }]));
    const { status, body } = await rpc(big);
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: ErrorCode.bodyTooLarge, data: null });
  });
});
