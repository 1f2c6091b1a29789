// JSON shapes of blocks, transactions, receipts and logs, as a node answers them.
import { Transaction, getBytes, keccak256, toQuantity } from "ethers";
import { ZERO_ADDRESS, ZERO_HASH } from "./constants";
import type { BlockRow, LogJson, TxRow } from "./db";

const EMPTY_UNCLES = "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347";
const EMPTY_TRIE = "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421";

/** The 2048-bit log bloom of `logs` (yellow paper, M3:2048). */
export function logsBloom(logs: readonly Pick<LogJson, "address" | "topics">[]): string {
  const bloom = new Uint8Array(256);
  for (const log of logs) {
    for (const item of [log.address, ...log.topics]) {
      const hash = getBytes(keccak256(item));
      for (let i = 0; i < 6; i += 2) {
        const bit = ((hash[i]! << 8) | hash[i + 1]!) & 2047;
        bloom[256 - 1 - (bit >> 3)]! |= 1 << (bit & 7);
      }
    }
  }
  return `0x${Array.from(bloom, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export function formatTransaction(row: TxRow) {
  const tx = Transaction.from(row.raw);
  const sig = tx.signature!;
  const v = tx.type === 0 ? tx.chainId * 2n + 35n + BigInt(sig.yParity) : BigInt(sig.yParity);
  const json: Record<string, unknown> = {
    hash: row.hash,
    type: toQuantity(tx.type ?? 0),
    blockHash: row.blockHash,
    blockNumber: toQuantity(row.blockNumber),
    transactionIndex: "0x0",
    from: row.from,
    to: tx.to,
    nonce: toQuantity(tx.nonce),
    gas: toQuantity(tx.gasLimit),
    value: toQuantity(tx.value),
    input: tx.data,
    chainId: toQuantity(tx.chainId),
    gasPrice: toQuantity(BigInt(row.effectiveGasPrice)),
    v: toQuantity(v),
    r: sig.r,
    s: sig.s,
  };
  if (tx.type !== 0) {
    json.accessList = tx.accessList ?? [];
    json.yParity = toQuantity(sig.yParity);
  }
  if (tx.type === 2) {
    json.maxFeePerGas = toQuantity(tx.maxFeePerGas ?? 0n);
    json.maxPriorityFeePerGas = toQuantity(tx.maxPriorityFeePerGas ?? 0n);
  }
  return json;
}

export function formatReceipt(row: TxRow) {
  const type = Transaction.from(row.raw).type ?? 0;
  return {
    transactionHash: row.hash,
    transactionIndex: "0x0",
    blockHash: row.blockHash,
    blockNumber: toQuantity(row.blockNumber),
    from: row.from,
    to: row.to,
    contractAddress: null,
    cumulativeGasUsed: row.gasUsed,
    gasUsed: row.gasUsed,
    effectiveGasPrice: row.effectiveGasPrice,
    logs: row.logs,
    logsBloom: logsBloom(row.logs),
    status: toQuantity(row.status),
    type: toQuantity(type),
  };
}

export function formatBlock(block: BlockRow, gasLimit: bigint, txs: TxRow[] | undefined) {
  return {
    number: toQuantity(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    nonce: "0x0000000000000000",
    mixHash: ZERO_HASH,
    sha3Uncles: EMPTY_UNCLES,
    logsBloom: logsBloom((txs ?? []).flatMap((tx) => tx.logs)),
    transactionsRoot: block.transactions.length ? keccak256(block.transactions[0]!) : EMPTY_TRIE,
    stateRoot: keccak256(block.hash),
    receiptsRoot: block.transactions.length ? keccak256(keccak256(block.transactions[0]!)) : EMPTY_TRIE,
    miner: ZERO_ADDRESS,
    difficulty: "0x0",
    totalDifficulty: "0x0",
    extraData: "0x",
    size: toQuantity(600 + (txs ?? []).reduce((n, tx) => n + (tx.raw.length - 2) / 2, 0)),
    gasLimit: toQuantity(gasLimit),
    gasUsed: block.gasUsed,
    timestamp: toQuantity(block.timestamp),
    baseFeePerGas: "0x0",
    uncles: [],
    transactions: txs ? txs.map(formatTransaction) : block.transactions,
  };
}
