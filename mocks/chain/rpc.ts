// JSON-RPC 2.0 over the mock chain: envelope, batches, parameter checks and the methods ethers and wallets use.
import { toQuantity } from "ethers";
import { CHAIN_ID, CHAIN_ID_HEX, GAS_PRICE, MAX_PRIORITY_FEE } from "./constants";
import type { CallRequest, LogFilter, MockChain } from "./chain";
import {
  INTERNAL_ERROR,
  INVALID_REQUEST,
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

type Method = (chain: MockChain, params: unknown[]) => Promise<unknown> | unknown;

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
  eth_getLogs: (chain, params) => chain.getLogs(logFilter(params)),
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

/** Calls one method; throws `RpcError` (an EIP-1193 transport can use this directly). */
export async function callMethod(chain: MockChain, method: string, params: unknown[] = []): Promise<unknown> {
  const fn = Object.prototype.hasOwnProperty.call(methods, method) ? methods[method] : undefined;
  if (!fn) throw new RpcError(METHOD_NOT_FOUND, `the method ${method} does not exist/is not available`);
  return fn(chain, params);
}

/** What a caller may ask of this endpoint; unset: everything (the demo's own worker). */
export interface RpcPolicy {
  /** A method it may not call answers "method not found", as if the node had none. */
  allows?: (method: string) => boolean;
  /** A batch of more calls is refused as a whole, none of them run. */
  maxBatch?: number;
}

async function one(chain: MockChain, request: unknown, policy: RpcPolicy): Promise<RpcResponse> {
  if (!request || typeof request !== "object" || Array.isArray(request)) {
    return failure(null, new RpcError(INVALID_REQUEST, "invalid request"));
  }
  const r = request as Record<string, unknown>;
  const id: Id = typeof r.id === "string" || typeof r.id === "number" ? r.id : null;
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
    const result = await callMethod(chain, r.method, (r.params as unknown[] | undefined) ?? []);
    return { jsonrpc: "2.0", id, result: result ?? null };
  } catch (error) {
    return failure(id, error);
  }
}

/** Answers a JSON-RPC request body: one request or a batch (answered in order). */
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
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return failure(null, new RpcError(INVALID_REQUEST, "empty batch"));
    if (policy.maxBatch !== undefined && parsed.length > policy.maxBatch)
      return failure(null, new RpcError(INVALID_REQUEST, `batch of more than ${policy.maxBatch} calls`));
    const answers: RpcResponse[] = [];
    for (const request of parsed) answers.push(await one(chain, request, policy));
    return answers;
  }
  return one(chain, parsed, policy);
}
