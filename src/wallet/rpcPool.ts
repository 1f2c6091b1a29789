import { CHAIN_RPC_URLS } from "../config";

/** A node that has not answered in this long is taken for down for now: a read on a phone must not hang. */
export const RPC_TIMEOUT_MS = 8000;
/** How long a failing node is passed over before it is tried first again. */
export const RPC_COOL_DOWN_MS = 30_000;

/** A JSON-RPC error the node answered: the node works, the call was refused; no other node is asked. */
export class RpcAnswerError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** No node of the list answered. */
export class RpcUnavailableError extends Error {}

interface Options {
  urls?: readonly string[];
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * The app's own chain reads (VITE_CHAIN_RPC_URL, several nodes in order of preference): each read goes to the first
 * node not cooling down; a node that times out or answers HTTP 429 or 5xx (or does not answer at all) is passed over
 * for RPC_COOL_DOWN_MS and the read moves to the next, so one provider's outage or rate limit costs a user nothing.
 * After the cool-down the preferred node is asked first again. Decision 0040.
 */
export function createRpcPool(options: Options = {}) {
  const urls = options.urls ?? CHAIN_RPC_URLS;
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS;
  const resting = new Map<string, number>();
  let id = 0;

  async function ask(url: string, method: string, params: unknown[]): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await send(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
        signal: controller.signal,
      });
      if (response.status === 429 || response.status >= 500 || !response.ok)
        throw new RpcUnavailableError(`${response.status}`);
      const body = (await response.json()) as {
        result?: unknown;
        error?: { code?: number; message?: string };
      };
      if (body.error) throw new RpcAnswerError(body.error.code ?? -32603, body.error.message ?? "");
      if (!("result" in body)) throw new RpcUnavailableError("no result");
      return body.result;
    } catch (error) {
      if (error instanceof RpcAnswerError) throw error;
      throw new RpcUnavailableError(String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async request(method: string, params: unknown[] = []): Promise<unknown> {
      const at = now();
      const ready = urls.filter((url) => (resting.get(url) ?? 0) <= at);
      // All resting: ask them anyway, in order (the nearest to recovery is as good a guess as any).
      for (const url of ready.length ? ready : urls) {
        try {
          const result = await ask(url, method, params);
          resting.delete(url);
          return result;
        } catch (error) {
          if (error instanceof RpcAnswerError) throw error;
          resting.set(url, now() + RPC_COOL_DOWN_MS);
        }
      }
      throw new RpcUnavailableError(`no node of ${urls.length} answered ${method}`);
    },
  };
}

export type RpcPool = ReturnType<typeof createRpcPool>;

let shared: RpcPool | null = null;

/** The app's one pool, so every read knows which nodes are resting. */
export function rpcPool(): RpcPool {
  shared ??= createRpcPool();
  return shared;
}
