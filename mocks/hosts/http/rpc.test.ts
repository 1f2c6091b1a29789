import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../../src/api/wire";
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
  const response = await fetch(`${base}/rpc`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
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

  it("answers a body over the limit with 413 and the envelope, unread", async () => {
    const big = JSON.stringify(call("eth_call", [{ data: `0x${"00".repeat(BODY_LIMIT)}` }]));
    const { status, body } = await rpc(big);
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: ErrorCode.bodyTooLarge, data: null });
  });
});
