/** A JSON-RPC error answer, with the codes and messages a node gives (geth's where Hardhat and geth differ). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
/** Transaction-pool refusals: nonce, funds, chain id, signature. */
export const SERVER_ERROR = -32000;
/** EIP-1474's "limit exceeded": a call or batch over the bounds of decision 0034 (eth_getLogs range and count, the
 * answer budget of a batch), as Infura and BSC providers answer an eth_getLogs over theirs. */
export const LIMIT_EXCEEDED = -32005;
/** A call or gas estimate that reverts; `data` is the revert data. */
export const EXECUTION_REVERTED = 3;

export const invalidParams = (index: number, reason: string) =>
  new RpcError(INVALID_PARAMS, `invalid argument ${index}: ${reason}`);
