import { Transaction, getBytes, isHexString } from "ethers";
import { BLOCK_GAS_LIMIT, CHAIN_ID, TX_GAS } from "./constants";
import { RpcError, SERVER_ERROR, invalidParams } from "./errors";
import type { State } from "./state";

/** A signed transaction that passed the checks a node's pool makes before it looks at any account. */
export interface SignedTransaction {
  raw: string;
  tx: Transaction;
  /** As recovered from the signature (checksummed). */
  from: string;
  /** `from`, lower-cased: the key of its state slots. */
  sender: string;
  hash: string;
  intrinsic: bigint;
  feeCap: bigint;
  /** The tip: the base fee is 0 here. */
  effectiveGasPrice: bigint;
}

export function intrinsicGas(data: string): bigint {
  let gas = TX_GAS;
  for (const byte of getBytes(data)) gas += byte === 0 ? 4n : 16n;
  return gas;
}

/**
 * Decodes `raw` and refuses what a node's pool refuses on the transaction alone, with a Hardhat node's messages, so
 * a wallet shows the same error against either chain.
 */
export function decodeSignedTransaction(raw: string): SignedTransaction {
  if (!isHexString(raw) || raw.length < 4)
    throw invalidParams(0, "transaction must be a 0x-prefixed hex string");
  let tx: Transaction;
  let from: string;
  try {
    tx = Transaction.from(raw);
  } catch (error) {
    throw new RpcError(SERVER_ERROR, `invalid transaction: ${(error as Error).message.split(" (")[0]}`);
  }
  if (tx.type !== 0 && tx.type !== 1 && tx.type !== 2)
    throw new RpcError(SERVER_ERROR, "transaction type not supported");
  if (!tx.signature) throw new RpcError(SERVER_ERROR, "invalid transaction v, r, s values");
  try {
    from = tx.from!;
  } catch {
    throw new RpcError(SERVER_ERROR, "invalid sender");
  }
  if (tx.type === 0 && tx.chainId === 0n) {
    throw new RpcError(SERVER_ERROR, "only replay-protected (EIP-155) transactions allowed over RPC");
  }
  if (tx.chainId !== CHAIN_ID) {
    throw new RpcError(SERVER_ERROR, `invalid chain id for signer: have ${tx.chainId} want ${CHAIN_ID}`);
  }
  if (!tx.to) throw new RpcError(SERVER_ERROR, "contract creation is not supported by the mock chain");
  const intrinsic = intrinsicGas(tx.data);
  if (tx.gasLimit < intrinsic) {
    throw new RpcError(SERVER_ERROR, `intrinsic gas too low: have ${tx.gasLimit}, want ${intrinsic}`);
  }
  if (tx.gasLimit > BLOCK_GAS_LIMIT) throw new RpcError(SERVER_ERROR, "exceeds block gas limit");
  const feeCap = tx.type === 2 ? tx.maxFeePerGas! : tx.gasPrice!;
  const tip = tx.type === 2 ? tx.maxPriorityFeePerGas! : tx.gasPrice!;
  if (tip > feeCap) {
    throw new RpcError(SERVER_ERROR, "max priority fee per gas higher than max fee per gas");
  }
  return {
    raw,
    tx,
    from,
    sender: from.toLowerCase(),
    hash: tx.hash!,
    intrinsic,
    feeCap,
    effectiveGasPrice: tip,
  };
}

/**
 * Refuses a transaction its sender's account cannot take now: a nonce other than the next one (the mock chain mines
 * at once, so it queues nothing), or less than gas limit × fee cap + value. Answers the sender's nonce.
 */
export async function checkSenderCanPay(state: State, signed: SignedTransaction): Promise<bigint> {
  const { tx, sender } = signed;
  const nonce = await state.big(`nonce:${sender}`);
  if (BigInt(tx.nonce) < nonce) {
    throw new RpcError(SERVER_ERROR, `nonce too low: next nonce ${nonce}, tx nonce ${tx.nonce}`);
  }
  if (BigInt(tx.nonce) > nonce) {
    throw new RpcError(
      SERVER_ERROR,
      `nonce too high: next nonce ${nonce}, tx nonce ${tx.nonce} (the mock chain mines at once and queues nothing)`,
    );
  }
  const balance = await state.big(`balance:${sender}`);
  const cost = tx.gasLimit * signed.feeCap + tx.value;
  if (balance < cost) {
    throw new RpcError(
      SERVER_ERROR,
      `insufficient funds for gas * price + value: address ${signed.from} have ${balance} want ${cost}`,
    );
  }
  return nonce;
}
