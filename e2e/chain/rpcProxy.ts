import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A JSON-RPC proxy in front of a node (the Hardhat node of the chain suite), for tests of a slow or refusing chain.
 * It passes every request through unchanged until told otherwise:
 *
 * - `setDelay(ms)`: each request waits `ms` before it is forwarded. A request is one HTTP POST — a JSON-RPC batch is
 *   one request, as a node's round trip would be.
 * - `failNext(n, status)`: the next `n` requests are answered `status` (429 by default, or 503) at once, without
 *   reaching the node; `failNext(Infinity, status)` fails every request until `reset()`.
 * - `reset()`: pass-through again, no delay, no failures (the counters stay).
 *
 * The browser calls it (the chain build's backend reads the chain through it), so every answer carries CORS headers.
 *
 * A test in another process than the one that started the proxy (Playwright's global setup starts it; the tests run
 * in workers) drives it over HTTP: `POST <url>/__control` with `{ "delayMs"?: number, "failNext"?: number,
 * "failStatus"?: number, "reset"?: true }` answers the state as JSON; `rpcProxyControl(url)` wraps that.
 */
export interface RpcProxy {
  url: string;
  setDelay(ms: number): void;
  failNext(n: number, status?: number): void;
  reset(): void;
  /** What it did so far: requests forwarded and requests failed on purpose. */
  stats(): ProxyStats;
  close(): Promise<void>;
}

export interface ProxyStats {
  delayMs: number;
  /** Requests still to be failed (-1: every request, until reset). */
  failing: number;
  failStatus: number;
  forwarded: number;
  failed: number;
}

interface ControlBody {
  delayMs?: number;
  failNext?: number;
  failStatus?: number;
  reset?: boolean;
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, GET, OPTIONS",
  "access-control-allow-headers": "content-type, authorization",
  "access-control-max-age": "600",
};

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...CORS, "content-type": "application/json", ...headers });
  res.end(body);
}

/** Starts the proxy on 127.0.0.1:`port` (0: any free port) in front of the JSON-RPC node at `target`. */
export async function start({ target, port = 0 }: { target: string; port?: number }): Promise<RpcProxy> {
  const state = { delayMs: 0, failing: 0, failStatus: 429, forwarded: 0, failed: 0 };
  const stats = (): ProxyStats => ({
    ...state,
    failing: Number.isFinite(state.failing) ? state.failing : -1,
  });
  const setDelay = (ms: number) => {
    state.delayMs = Math.max(0, ms);
  };
  const failNext = (n: number, status = 429) => {
    state.failing = n < 0 ? Infinity : n;
    state.failStatus = status;
  };
  const reset = () => {
    state.delayMs = 0;
    state.failing = 0;
    state.failStatus = 429;
  };

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === "OPTIONS") return send(res, 204, "");
      const body = await readBody(req);
      if (req.url?.startsWith("/__control")) {
        if (req.method === "POST" && body.length) {
          const order = JSON.parse(body.toString()) as ControlBody;
          if (order.reset) reset();
          if (order.delayMs !== undefined) setDelay(order.delayMs);
          if (order.failNext !== undefined) failNext(order.failNext, order.failStatus);
        }
        return send(res, 200, JSON.stringify(stats()));
      }
      if (state.failing > 0) {
        state.failing -= 1;
        state.failed += 1;
        const status = state.failStatus;
        const message = status === 429 ? "rate limit exceeded" : "service unavailable";
        // Retry-After in seconds, as real nodes send it (ethers reads the number as milliseconds).
        return send(
          res,
          status,
          JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32005, message } }),
          {
            "retry-after": "1",
          },
        );
      }
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      state.forwarded += 1;
      try {
        const answer = await fetch(target, {
          method: "POST",
          headers: { "content-type": req.headers["content-type"] ?? "application/json" },
          body: body.toString(),
        });
        send(res, answer.status, await answer.text());
      } catch (error) {
        send(res, 502, JSON.stringify({ error: `proxy: ${(error as Error).message}` }));
      }
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, JSON.stringify({ error: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    setDelay,
    failNext,
    reset,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The same controls, over HTTP, for a proxy started by another process. */
export function rpcProxyControl(url: string) {
  const post = async (order: ControlBody): Promise<ProxyStats> => {
    const res = await fetch(`${url}/__control`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(order),
    });
    if (!res.ok) throw new Error(`rpc proxy control: ${res.status}`);
    return (await res.json()) as ProxyStats;
  };
  return {
    setDelay: (ms: number) => post({ delayMs: ms }),
    failNext: (n: number, status = 429) =>
      post({ failNext: n < 0 || !Number.isFinite(n) ? -1 : n, failStatus: status }),
    reset: () => post({ reset: true }),
    stats: () => post({}),
  };
}
