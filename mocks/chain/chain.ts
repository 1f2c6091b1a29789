// The mock chain: accounts, HolderNFT, blocks and receipts in Dexie. Every accepted transaction is mined at once in
// a block of its own, as a Hardhat node with automine does. Refused input changes nothing.
import { concat, getAddress, keccak256, toBeHex, toQuantity } from "ethers";
import {
  ADMIN_ACCOUNT,
  BLOCK_GAS_LIMIT,
  CHAIN_ID,
  GENESIS_BALANCE,
  HARDHAT_ACCOUNTS,
  HOLDER_NFT_ADDRESS,
  MINTER_ACCOUNT,
  ZERO_HASH,
} from "./constants";
import { MockChainDb, type BlockRow, type LogJson, type TxRow } from "./db";
import { EXECUTION_REVERTED, LIMIT_EXCEEDED, RpcError, SERVER_ERROR } from "./errors";
import {
  NFT,
  chargeSender,
  executeTransaction,
  runCall,
  type CallRequest,
  type TransactionOutcome,
} from "./execution";
import { formatBlock, formatReceipt, formatTransaction } from "./format";
import { Revert, genesisSlots } from "./holderNft";
import {
  checkSenderCanPay,
  decodeSignedTransaction,
  intrinsicGas,
  type SignedTransaction,
} from "./signedTransaction";
import { State } from "./state";

export interface MockChainOptions {
  /** IndexedDB database name; default "holder-mockchain". */
  dbName?: string;
  /** Wall clock in ms, for block timestamps (the demo clock can be passed here). */
  now?: () => number;
}

export interface LogFilter {
  fromBlock?: number;
  toBlock?: number;
  blockHash?: string;
  address?: string[];
  topics?: (string[] | null)[];
}

/** What one eth_getLogs may cost (decision 0034); a bound left unset is not checked. */
export interface LogLimits {
  /** Most blocks from `fromBlock` to `toBlock` (`toBlock − fromBlock`); a tag or an omitted bound is the head. */
  blockRange?: number;
  /** Most logs in one answer. */
  logs?: number;
}

/** A block before its transaction has run: what it used is known only after. */
type BlockHeader = Omit<BlockRow, "gasUsed" | "transactions">;

export class MockChain {
  readonly db: MockChainDb;
  private readonly now: () => number;
  private genesis?: Promise<void>;

  constructor(options: MockChainOptions = {}) {
    this.db = new MockChainDb(options.dbName);
    this.now = options.now ?? Date.now;
  }

  /** The chain's clock (ms): the next block is stamped with it. */
  time(): number {
    return this.now();
  }

  /** Writes the genesis block and state once: 20 funded Hardhat accounts and HolderNFT with its roles. */
  ready(): Promise<void> {
    this.genesis ??= this.db.transaction("rw", this.db.slots, this.db.blocks, async () => {
      if (await this.db.blocks.get(0)) return;
      const slots: Record<string, string> = {
        ...genesisSlots(ADMIN_ACCOUNT, MINTER_ACCOUNT),
        // account #0 deployed HolderNFT and granted MINTER_ROLE: two transactions, as on the Hardhat node
        [`nonce:${ADMIN_ACCOUNT.toLowerCase()}`]: "2",
      };
      for (const account of HARDHAT_ACCOUNTS)
        slots[`balance:${account.toLowerCase()}`] = GENESIS_BALANCE.toString();
      await this.db.slots.bulkPut(Object.entries(slots).map(([key, value]) => ({ key, value })));
      const timestamp = Math.floor(this.now() / 1000);
      await this.db.blocks.put({
        number: 0,
        hash: keccak256(concat([toBeHex(CHAIN_ID, 32), toBeHex(timestamp, 32)])),
        parentHash: ZERO_HASH,
        timestamp,
        gasUsed: "0x0",
        transactions: [],
      });
    });
    return this.genesis;
  }

  /** Deletes every block and all state; the next call starts a new genesis. */
  async reset(): Promise<void> {
    await this.ready();
    await this.db.transaction("rw", this.db.slots, this.db.blocks, this.db.txs, async () => {
      await Promise.all([this.db.slots.clear(), this.db.blocks.clear(), this.db.txs.clear()]);
    });
    this.genesis = undefined;
    await this.ready();
  }

  private async latest(): Promise<BlockRow> {
    await this.ready();
    return (await this.db.blocks.orderBy("number").last())!;
  }

  async blockNumber(): Promise<number> {
    return (await this.latest()).number;
  }

  async getBalance(address: string): Promise<bigint> {
    await this.ready();
    return new State(this.db.slots).big(`balance:${address.toLowerCase()}`);
  }

  async getTransactionCount(address: string): Promise<number> {
    await this.ready();
    return Number(await new State(this.db.slots).big(`nonce:${address.toLowerCase()}`));
  }

  /** Sets an account's balance (as `hardhat_setBalance` does), e.g. to fund the demo personas. */
  async setBalance(address: string, wei: bigint): Promise<void> {
    await this.ready();
    await this.db.transaction("rw", this.db.slots, async () => {
      const state = new State(this.db.slots);
      state.set(`balance:${address.toLowerCase()}`, wei);
      await state.commit();
    });
  }

  getCode(address: string): string {
    // HolderNFT's code is not run here; any non-empty code tells wallets that the address is a contract.
    return address.toLowerCase() === NFT ? "0xfe" : "0x";
  }

  private revertError(revert: Revert): RpcError {
    return new RpcError(EXECUTION_REVERTED, `execution reverted: ${revert.message}`, revert.data);
  }

  /** eth_call against the latest state; nothing is written. */
  async call(request: CallRequest): Promise<string> {
    if (!request.to) throw new RpcError(SERVER_ERROR, "contract creation is not supported by the mock chain");
    const latest = await this.latest();
    try {
      const { outcome } = await runCall(new State(this.db.slots), request, BigInt(latest.timestamp + 1));
      return outcome.returnData;
    } catch (error) {
      if (error instanceof Revert) throw this.revertError(error);
      throw error;
    }
  }

  async estimateGas(request: CallRequest): Promise<bigint> {
    if (!request.to) throw new RpcError(SERVER_ERROR, "contract creation is not supported by the mock chain");
    const latest = await this.latest();
    try {
      const { outcome } = await runCall(new State(this.db.slots), request, BigInt(latest.timestamp + 1));
      return intrinsicGas(request.data ?? "0x") + outcome.gas;
    } catch (error) {
      if (error instanceof Revert) throw this.revertError(error);
      throw error;
    }
  }

  /** Checks a signed transaction as a node's pool does, then mines it in a new block. Returns its hash. */
  async sendRawTransaction(raw: string): Promise<string> {
    const signed = decodeSignedTransaction(raw);
    await this.ready();
    return this.db.transaction("rw", this.db.slots, this.db.blocks, this.db.txs, async () => {
      if (await this.db.txs.get(signed.hash)) throw new RpcError(SERVER_ERROR, "already known");
      const state = new State(this.db.slots);
      const nonce = await checkSenderCanPay(state, signed);
      const block = await this.nextBlock(signed.hash);
      const outcome = await executeTransaction(state, signed, block.timestamp);
      await chargeSender(state, signed, nonce, outcome.gasUsed);
      await state.commit();
      await this.storeMined(signed, block, outcome);
      return signed.hash;
    });
  }

  /** The block that will hold the transaction `hash`: stamped now, and at least a second after its parent's. */
  private async nextBlock(hash: string): Promise<BlockHeader> {
    const parent = (await this.db.blocks.orderBy("number").last())!;
    const timestamp = Math.max(parent.timestamp + 1, Math.floor(this.now() / 1000));
    return {
      number: parent.number + 1,
      hash: keccak256(concat([parent.hash, hash, toBeHex(timestamp, 32)])),
      parentHash: parent.hash,
      timestamp,
    };
  }

  /** Writes the mined transaction with its receipt's fields and logs, and its block. */
  private async storeMined(
    signed: SignedTransaction,
    block: BlockHeader,
    outcome: TransactionOutcome,
  ): Promise<void> {
    const { tx, hash } = signed;
    const logs: LogJson[] = outcome.events.map((event, index) => ({
      address: HOLDER_NFT_ADDRESS,
      topics: event.topics,
      data: event.data,
      logIndex: toQuantity(index),
      blockNumber: toQuantity(block.number),
      blockHash: block.hash,
      transactionHash: hash,
      transactionIndex: "0x0",
      removed: false,
    }));
    await this.db.txs.put({
      hash,
      blockNumber: block.number,
      blockHash: block.hash,
      raw: signed.raw,
      from: getAddress(signed.from),
      to: getAddress(tx.to!),
      nonce: tx.nonce,
      status: outcome.status,
      gasUsed: toQuantity(outcome.gasUsed),
      effectiveGasPrice: toQuantity(signed.effectiveGasPrice),
      logs,
    });
    await this.db.blocks.put({ ...block, gasUsed: toQuantity(outcome.gasUsed), transactions: [hash] });
  }

  async getTransactionReceipt(hash: string) {
    const row = await this.db.txs.get(hash.toLowerCase());
    return row ? formatReceipt(row) : null;
  }

  async getTransactionByHash(hash: string) {
    const row = await this.db.txs.get(hash.toLowerCase());
    return row ? formatTransaction(row) : null;
  }

  /** `tag` is a block number, or "latest" / "earliest" (pending, safe and finalized are the latest block here). */
  async getBlock(tag: number | "latest" | "earliest" | { hash: string }, full: boolean) {
    await this.ready();
    let block: BlockRow | undefined;
    if (tag === "latest") block = await this.latest();
    else if (tag === "earliest") block = await this.db.blocks.get(0);
    else if (typeof tag === "number") block = await this.db.blocks.get(tag);
    else block = await this.db.blocks.where("hash").equals(tag.hash.toLowerCase()).first();
    if (!block) return null;
    const txs = full ? ((await this.db.txs.bulkGet(block.transactions)) as TxRow[]) : undefined;
    return formatBlock(block, BLOCK_GAS_LIMIT, txs);
  }

  /**
   * The logs matching `filter`, oldest first. Over `limits` it answers -32005 (limit exceeded) with the messages
   * BSC's public nodes and Infura give, so a client that pages on them pages here too, and a range that would fit.
   */
  async getLogs(filter: LogFilter, limits: LogLimits = {}): Promise<LogJson[]> {
    const latest = (await this.latest()).number;
    let rows: TxRow[];
    let first: number;
    if (filter.blockHash) {
      const block = await this.db.blocks.where("hash").equals(filter.blockHash.toLowerCase()).first();
      if (!block) throw new RpcError(SERVER_ERROR, "unknown block");
      first = block.number;
      rows = await this.db.txs.where("blockNumber").equals(block.number).toArray();
    } else {
      const from = filter.fromBlock ?? latest;
      const to = filter.toBlock ?? latest;
      const range = limits.blockRange;
      // As bsc's own range limit counts: toBlock − fromBlock, "latest" being the head, a number past it as asked.
      if (range !== undefined && to - from > range) {
        throw new RpcError(
          LIMIT_EXCEEDED,
          `exceed maximum block range: ${range} (eth_getLogs asked for ${toQuantity(from)} to ${toQuantity(to)}; ` +
            `toBlock may be at most fromBlock + ${range}, e.g. [${toQuantity(from)}, ${toQuantity(from + range)}])`,
          { from: toQuantity(from), to: toQuantity(from + range), limit: range },
        );
      }
      first = from;
      const last = Math.min(to, latest);
      rows =
        from > last
          ? []
          : await this.db.txs.where("blockNumber").between(from, last, true, true).sortBy("blockNumber");
    }
    const addresses = filter.address?.map((a) => a.toLowerCase());
    const logs = rows
      .flatMap((row) => row.logs)
      .filter((log) => !addresses || addresses.includes(log.address.toLowerCase()))
      .filter((log) =>
        (filter.topics ?? []).every(
          (wanted, i) => !wanted || wanted.some((t) => t.toLowerCase() === log.topics[i]),
        ),
      );
    const most = limits.logs;
    if (most !== undefined && logs.length > most) {
      // Every block before the one holding the first log past the limit fits; a block holding more has no range.
      const over = Number(logs[most]!.blockNumber);
      const fits = over > first;
      throw new RpcError(
        LIMIT_EXCEEDED,
        `query returned more than ${most} results. ` +
          (fits
            ? `Try with this block range [${toQuantity(first)}, ${toQuantity(over - 1)}].`
            : `Block ${toQuantity(over)} alone holds more: narrow the address or topics.`),
        fits ? { from: toQuantity(first), to: toQuantity(over - 1), limit: most } : { limit: most },
      );
    }
    return logs;
  }
}
