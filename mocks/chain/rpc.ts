// JSON-RPC 2.0 over the mock chain: envelope, batches, parameter checks and the methods ethers and wallets use.
import { toQuantity } from "ethers";
import { CHAIN_ID, CHAIN_ID_HEX, GAS_PRICE, MAX_PRIORITY_FEE } from "./constants";
import type { LogFilter, LogLimits, MockChain } from "./chain";
import type { CallRequest } from "./execution";
import {
  INTERNAL_ERROR,
  INVALID_REQUEST,
  LIMIT_EXCEEDED,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
  RpcError,
  invalidParams,
} from "./errors";

type Id = string | number | null;
export interface RpcResponse {
  jsonrpc: "2.0";
  id: Id;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;
const DATA = /^0x([0-9a-fA-F]{2})*$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;

function address(params: unknown[], i: number): string {
  const value = params[i];
  if (typeof value !== "string" || !ADDRESS.test(value))
    throw invalidParams(i, "hex string of 20 bytes expected");
  return value;
}

function hash(params: unknown[], i: number): string {
  const value = params[i];
  if (typeof value !== "string" || !HASH.test(value))
    throw invalidParams(i, "hex string of 32 bytes expected");
  return value;
}

function quantity(value: unknown, i: number, field?: string): bigint {
  if (typeof value !== "string" || !QUANTITY.test(value)) {
    throw invalidParams(i, `${field ? `${field}: ` : ""}hex quantity without leading zeros expected`);
  }
  return BigInt(value);
}

function blockTag(value: unknown, i: number): number | "latest" | "earliest" {
  if (
    value === undefined ||
    value === "latest" ||
    value === "pending" ||
    value === "safe" ||
    value === "finalized"
  ) {
    return "latest";
  }
  if (value === "earliest") return "earliest";
  return Number(quantity(value, i, "block"));
}

function callRequest(params: unknown[], i: number): CallRequest {
  const value = params[i];
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw invalidParams(i, "transaction object expected");
  const o = value as Record<string, unknown>;
  const data = o.input ?? o.data;
  if (data !== undefined && (typeof data !== "string" || !DATA.test(data)))
    throw invalidParams(i, "input: hex data expected");
  for (const key of ["from", "to"] as const) {
    if (o[key] != null && (typeof o[key] !== "string" || !ADDRESS.test(o[key] as string))) {
      throw invalidParams(i, `${key}: hex string of 20 bytes expected`);
    }
  }
  return {
    from: o.from as string | undefined,
    to: o.to as string | undefined,
    data: data as string | undefined,
    value: o.value === undefined ? 0n : quantity(o.value, i, "value"),
    gas: o.gas === undefined ? undefined : quantity(o.gas, i, "gas"),
  };
}

function logFilter(params: unknown[]): LogFilter {
  const value = params[0];
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw invalidParams(0, "filter object expected");
  const o = value as Record<string, unknown>;
  const filter: LogFilter = {};
  const block = (tag: unknown) => {
    const b = blockTag(tag, 0);
    return b === "earliest" ? 0 : b === "latest" ? undefined : b;
  };
  filter.fromBlock = block(o.fromBlock);
  filter.toBlock = block(o.toBlock);
  if (o.blockHash !== undefined) filter.blockHash = hash([o.blockHash], 0);
  if (o.address != null) {
    const list = Array.isArray(o.address) ? o.address : [o.address];
    filter.address = list.map((_, j) => address(list, j));
  }
  if (o.topics != null) {
    if (!Array.isArray(o.topics)) throw invalidParams(0, "topics: array expected");
    filter.topics = o.topics.map((t: unknown) => {
      if (t == null) return null;
      const list = Array.isArray(t) ? t : [t];
      return list.map((_, j) => hash(list, j));
    });
  }
  return filter;
}

/**
 * What one call and one batch may cost (decision 0034). The JSON-RPC endpoint (`/rpc` of `npm run api` and of the
 * demo's service worker) answers within these, as BSC's public nodes and Infura do:
 * - `blockRange`: an eth_getLogs whose toBlock is further from its fromBlock than a BSC node with its range limit
 *   takes ("exceed maximum block range: 5000", bsc's eth/filters);
 * - `logs`: an eth_getLogs matching more logs than Infura and Alchemy return ("query returned more than 10000
 *   results"), with a block range that would fit;
 * - `batchResultBytes`: once the results of a batch would pass this many bytes of JSON, that call and every call
 *   after it answer -32005 and the ones after it are not run (geth's `--rpc.batch-response-max-size`, here sized
 *   for a mock chain whose real batches answer a few kB; the first result of a batch is always answered).
 * All three answer -32005, "limit exceeded" in EIP-1474.
 */
export interface RpcLimits extends Required<LogLimits> {
  batchResultBytes: number;
}

export const RPC_LIMITS: RpcLimits = { blockRange: 5_000, logs: 10_000, batchResultBytes: 100_000 };

/**
 * The backend's own link to the chain in its process (`callMethod`, mocks/services/nftChain.ts): the log count
 * only. Its queries start at block 0 (a mint's Transfer, an unstake) and name the recipient or the owner and token,
 * so they stay far under 10,000 logs; a block range would refuse them once the chain passed 5,000 blocks.
 */
export const IN_PROCESS_LIMITS: LogLimits = { logs: RPC_LIMITS.logs };

type Method = (chain: MockChain, params: unknown[], limits: LogLimits) => Promise<unknown> | unknown;

const methods: Record<string, Method> = {
  eth_chainId: () => CHAIN_ID_HEX,
  net_version: () => CHAIN_ID.toString(),
  net_listening: () => true,
  web3_clientVersion: () => "HolderMockChain/1.0.0",
  eth_syncing: () => false,
  eth_accounts: () => [],
  eth_blockNumber: async (chain) => toQuantity(await chain.blockNumber()),
  eth_gasPrice: () => toQuantity(GAS_PRICE),
  eth_maxPriorityFeePerGas: () => toQuantity(MAX_PRIORITY_FEE),
  eth_feeHistory: async (chain, params) => {
    const count = Math.min(Number(quantity(params[0], 0, "blockCount")), 1024);
    const newest = blockTag(params[1], 1);
    const latest = await chain.blockNumber();
    const last = newest === "latest" ? latest : newest === "earliest" ? 0 : Math.min(newest, latest);
    const blocks = Math.max(1, Math.min(count, last + 1));
    const percentiles = Array.isArray(params[2]) ? params[2] : [];
    return {
      oldestBlock: toQuantity(last - blocks + 1),
      baseFeePerGas: Array.from({ length: blocks + 1 }, () => "0x0"),
      gasUsedRatio: Array.from({ length: blocks }, () => 0),
      reward: Array.from({ length: blocks }, () => percentiles.map(() => toQuantity(MAX_PRIORITY_FEE))),
    };
  },
  eth_getBalance: async (chain, params) => {
    blockTag(params[1], 1);
    return toQuantity(await chain.getBalance(address(params, 0)));
  },
  eth_getTransactionCount: async (chain, params) => {
    blockTag(params[1], 1);
    return toQuantity(await chain.getTransactionCount(address(params, 0)));
  },
  eth_getCode: (chain, params) => {
    blockTag(params[1], 1);
    return chain.getCode(address(params, 0));
  },
  eth_call: async (chain, params) => {
    const request = callRequest(params, 0);
    blockTag(params[1], 1);
    return chain.call(request);
  },
  eth_estimateGas: async (chain, params) => toQuantity(await chain.estimateGas(callRequest(params, 0))),
  eth_sendRawTransaction: (chain, params) => {
    if (typeof params[0] !== "string") throw invalidParams(0, "hex data expected");
    return chain.sendRawTransaction(params[0]);
  },
  eth_getTransactionReceipt: (chain, params) => chain.getTransactionReceipt(hash(params, 0)),
  eth_getTransactionByHash: (chain, params) => chain.getTransactionByHash(hash(params, 0)),
  eth_getBlockByNumber: (chain, params) => chain.getBlock(blockTag(params[0], 0), params[1] === true),
  eth_getBlockByHash: (chain, params) => chain.getBlock({ hash: hash(params, 0) }, params[1] === true),
  eth_getLogs: (chain, params, limits) => chain.getLogs(logFilter(params), limits),
  hardhat_setBalance: async (chain, params) => {
    await chain.setBalance(address(params, 0), quantity(params[1], 1, "balance"));
    return true;
  },
};

/** The methods the mock chain answers. */
export const MOCK_CHAIN_METHODS = Object.keys(methods);

function failure(id: Id, error: unknown): RpcResponse {
  if (error instanceof RpcError) {
    return {
      jsonrpc: "2.0",
      id,
      error: {
        code: error.code,
        message: error.message,
        ...(error.data === undefined ? {} : { data: error.data }),
      },
    };
  }
  console.error("[mock chain]", error);
  return { jsonrpc: "2.0", id, error: { code: INTERNAL_ERROR, message: "internal error" } };
}

/**
 * Calls one method; throws `RpcError` (an EIP-1193 transport can use this directly). `limits`: the bounds of the
 * call; by default those of the backend's in-process link.
 */
export async function callMethod(
  chain: MockChain,
  method: string,
  params: unknown[] = [],
  limits: LogLimits = IN_PROCESS_LIMITS,
): Promise<unknown> {
  const fn = Object.prototype.hasOwnProperty.call(methods, method) ? methods[method] : undefined;
  if (!fn) throw new RpcError(METHOD_NOT_FOUND, `the method ${method} does not exist/is not available`);
  return fn(chain, params, limits);
}

/** What a caller may ask of this endpoint; unset: everything (the demo's own worker). */
export interface RpcPolicy {
  /** A method it may not call answers "method not found", as if the node had none. */
  allows?: (method: string) => boolean;
  /** A batch of more calls is refused as a whole, none of them run. */
  maxBatch?: number;
  /** Other bounds than `RPC_LIMITS` (tests); every caller of the endpoint gets `RPC_LIMITS` otherwise. */
  limits?: Partial<RpcLimits>;
}

/** The id of a request, as far as it has one (for an answer to a call that is not run). */
function idOf(request: unknown): Id {
  const id = request && typeof request === "object" ? (request as Record<string, unknown>).id : null;
  return typeof id === "string" || typeof id === "number" ? id : null;
}

async function one(
  chain: MockChain,
  request: unknown,
  policy: RpcPolicy,
  limits: RpcLimits,
): Promise<RpcResponse> {
  if (!request || typeof request !== "object" || Array.isArray(request)) {
    return failure(null, new RpcError(INVALID_REQUEST, "invalid request"));
  }
  const r = request as Record<string, unknown>;
  const id = idOf(r);
  if (
    r.jsonrpc !== "2.0" ||
    typeof r.method !== "string" ||
    (r.params !== undefined && !Array.isArray(r.params))
  ) {
    return failure(id, new RpcError(INVALID_REQUEST, "invalid request"));
  }
  if (policy.allows && !policy.allows(r.method)) {
    return failure(
      id,
      new RpcError(METHOD_NOT_FOUND, `the method ${r.method} does not exist/is not available`),
    );
  }
  try {
    const result = await callMethod(chain, r.method, (r.params as unknown[] | undefined) ?? [], limits);
    return { jsonrpc: "2.0", id, result: result ?? null };
  } catch (error) {
    return failure(id, error);
  }
}

/**
 * Answers a JSON-RPC request body: one request or a batch (answered in order), within `RPC_LIMITS` (or the
 * policy's): a call's own bounds, and a budget of result bytes per batch.
 */
export async function handleJsonRpc(
  chain: MockChain,
  body: string,
  policy: RpcPolicy = {},
): Promise<RpcResponse | RpcResponse[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return failure(null, new RpcError(PARSE_ERROR, "parse error"));
  }
  const limits: RpcLimits = { ...RPC_LIMITS, ...policy.limits };
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return failure(null, new RpcError(INVALID_REQUEST, "empty batch"));
    if (policy.maxBatch !== undefined && parsed.length > policy.maxBatch)
      return failure(null, new RpcError(INVALID_REQUEST, `batch of more than ${policy.maxBatch} calls`));
    const budget = limits.batchResultBytes;
    const tooLarge = () =>
      new RpcError(
        LIMIT_EXCEEDED,
        `response too large: the results of this batch would pass ${budget} bytes; send this call again on its own`,
        { limit: budget },
      );
    const answers: RpcResponse[] = [];
    let spent = 0;
    let over = false;
    for (const request of parsed) {
      if (over) {
        answers.push(failure(idOf(request), tooLarge()));
        continue;
      }
      const answer = await one(chain, request, policy, limits);
      if ("result" in answer) {
        const bytes = JSON.stringify(answer.result).length;
        if (spent > 0 && spent + bytes > budget) {
          over = true;
          answers.push(failure(answer.id, tooLarge()));
          continue;
        }
        spent += bytes;
      }
      answers.push(answer);
    }
    return answers;
  }
  return one(chain, parsed, policy, limits);
}
