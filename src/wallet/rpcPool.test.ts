import { describe, expect, it } from "vitest";
import { createRpcPool, RpcAnswerError, RpcUnavailableError, RPC_COOL_DOWN_MS } from "./rpcPool";

type Behaviour = "ok" | 429 | 503 | "hang" | "down" | "rpcError";

/** Nodes whose behaviour a test sets; every call is logged as "<url> <method>". */
function nodes(initial: Record<string, Behaviour>) {
  const behaviour = { ...initial };
  const calls: string[] = [];
  const fetchFake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const { method } = JSON.parse(String(init?.body)) as { method: string };
    calls.push(`${url} ${method}`);
    const b = behaviour[url];
    if (b === "down") throw new TypeError("Failed to fetch");
    if (b === "hang")
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    if (b === 429 || b === 503) return new Response("busy", { status: b });
    if (b === "rpcError")
      return Response.json({ jsonrpc: "2.0", id: 1, error: { code: -32000, message: "nonce too low" } });
    return Response.json({ jsonrpc: "2.0", id: 1, result: `from ${url}` });
  }) as typeof fetch;
  return { behaviour, calls, fetch: fetchFake };
}

describe("the app's chain reads over several nodes", () => {
  it("asks the first node while it answers", async () => {
    const n = nodes({ a: "ok", b: "ok" });
    const pool = createRpcPool({ urls: ["a", "b"], fetch: n.fetch });
    expect(await pool.request("eth_blockNumber")).toBe("from a");
    expect(await pool.request("eth_blockNumber")).toBe("from a");
    expect(n.calls).toEqual(["a eth_blockNumber", "a eth_blockNumber"]);
  });

  it.each<[string, Behaviour]>([
    ["answers 429", 429],
    ["answers 503", 503],
    ["does not answer in time", "hang"],
    ["cannot be reached", "down"],
  ])("moves to the next node when one %s, and rests it", async (_, behaviour) => {
    const n = nodes({ a: behaviour, b: "ok" });
    const clock = 0;
    const pool = createRpcPool({ urls: ["a", "b"], fetch: n.fetch, now: () => clock, timeoutMs: 20 });
    expect(await pool.request("eth_getTransactionReceipt", ["0x1"])).toBe("from b");
    expect(await pool.request("eth_getTransactionReceipt", ["0x1"])).toBe("from b");
    expect(n.calls).toEqual([
      "a eth_getTransactionReceipt",
      "b eth_getTransactionReceipt",
      "b eth_getTransactionReceipt",
    ]);
  });

  it("comes back to the preferred node after its rest", async () => {
    const n = nodes({ a: 429, b: "ok" });
    let clock = 1000;
    const pool = createRpcPool({ urls: ["a", "b"], fetch: n.fetch, now: () => clock });
    expect(await pool.request("eth_chainId")).toBe("from b");
    n.behaviour.a = "ok";
    clock += RPC_COOL_DOWN_MS - 1;
    expect(await pool.request("eth_chainId")).toBe("from b");
    clock += 1;
    expect(await pool.request("eth_chainId")).toBe("from a");
  });

  it("passes a node's own refusal on without asking another", async () => {
    const n = nodes({ a: "rpcError", b: "ok" });
    const pool = createRpcPool({ urls: ["a", "b"], fetch: n.fetch });
    await expect(pool.request("eth_sendRawTransaction")).rejects.toBeInstanceOf(RpcAnswerError);
    expect(n.calls).toEqual(["a eth_sendRawTransaction"]);
  });

  it("says so when no node answers, and still tries them all next time", async () => {
    const n = nodes({ a: 503, b: "down" });
    const pool = createRpcPool({ urls: ["a", "b"], fetch: n.fetch, now: () => 0 });
    await expect(pool.request("eth_blockNumber")).rejects.toBeInstanceOf(RpcUnavailableError);
    n.behaviour.b = "ok";
    expect(await pool.request("eth_blockNumber")).toBe("from b");
  });
});
