// The mock chain: accounts, HolderNFT, blocks and receipts in Dexie. Every accepted transaction is mined at once in
// a block of its own, as a Hardhat node with automine does. Refused input changes nothing.
import {
  Transaction,
  concat,
  getAddress,
  getBytes,
  isHexString,
  keccak256,
  toBeHex,
  toQuantity,
} from "ethers";
import {
  ADMIN_ACCOUNT,
  BLOCK_GAS_LIMIT,
  CHAIN_ID,
  GENESIS_BALANCE,
  HARDHAT_ACCOUNTS,
  HOLDER_NFT_ADDRESS,
  MINTER_ACCOUNT,
  TX_GAS,
  ZERO_ADDRESS,
  ZERO_HASH,
} from "./constants";
import { MockChainDb, type BlockRow, type LogJson, type TxRow } from "./db";
import { EXECUTION_REVERTED, LIMIT_EXCEEDED, RpcError, SERVER_ERROR, invalidParams } from "./errors";
import { formatBlock, formatReceipt, formatTransaction } from "./format";
import { Revert, execute, genesisSlots, type Call } from "./holderNft";
import { State } from "./state";

export interface MockChainOptions {
  /** IndexedDB database name; default "holder-mockchain". */
  dbName?: string;
  /** Wall clock in ms, for block timestamps (the demo clock can be passed here). */
  now?: () => number;
}

export interface CallRequest {
  from?: string;
  to?: string | null;
  data?: string;
  value?: bigint;
  gas?: bigint;
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

const NFT = HOLDER_NFT_ADDRESS.toLowerCase();

function intrinsicGas(data: string): bigint {
  let gas = TX_GAS;
  for (const byte of getBytes(data)) gas += byte === 0 ? 4n : 16n;
  return gas;
}

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

  private async run(state: State, request: CallRequest, timestamp: bigint) {
    const call: Call = {
      state,
      sender: (request.from ?? ZERO_ADDRESS).toLowerCase(),
      value: request.value ?? 0n,
      timestamp,
      events: [],
    };
    const data = request.data ?? "0x";
    if (request.to?.toLowerCase() !== NFT) {
      return { call, outcome: { returnData: "0x", gas: 0n } };
    }
    return { call, outcome: await execute(call, data) };
  }

  private revertError(revert: Revert): RpcError {
    return new RpcError(EXECUTION_REVERTED, `execution reverted: ${revert.message}`, revert.data);
  }

  /** eth_call against the latest state; nothing is written. */
  async call(request: CallRequest): Promise<string> {
    if (!request.to) throw new RpcError(SERVER_ERROR, "contract creation is not supported by the mock chain");
    const latest = await this.latest();
    try {
      const { outcome } = await this.run(new State(this.db.slots), request, BigInt(latest.timestamp + 1));
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
      const { outcome } = await this.run(new State(this.db.slots), request, BigInt(latest.timestamp + 1));
      return intrinsicGas(request.data ?? "0x") + outcome.gas;
    } catch (error) {
      if (error instanceof Revert) throw this.revertError(error);
      throw error;
    }
  }

  /** Checks a signed transaction as a node's pool does, then mines it in a new block. Returns its hash. */
  async sendRawTransaction(raw: string): Promise<string> {
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
    const effectiveGasPrice = tip; // the base fee is 0
    const hash = tx.hash!;

    await this.ready();
    return this.db.transaction("rw", this.db.slots, this.db.blocks, this.db.txs, async () => {
      if (await this.db.txs.get(hash)) throw new RpcError(SERVER_ERROR, "already known");
      const state = new State(this.db.slots);
      const sender = from.toLowerCase();
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
      const cost = tx.gasLimit * feeCap + tx.value;
      if (balance < cost) {
        throw new RpcError(
          SERVER_ERROR,
          `insufficient funds for gas * price + value: address ${from} have ${balance} want ${cost}`,
        );
      }

      const parent = (await this.db.blocks.orderBy("number").last())!;
      const number = parent.number + 1;
      const timestamp = Math.max(parent.timestamp + 1, Math.floor(this.now() / 1000));
      const blockHash = keccak256(concat([parent.hash, hash, toBeHex(timestamp, 32)]));

      // Execution writes into a child buffer, dropped on a revert or when the gas runs out.
      const child = state.child();
      let status: 0 | 1 = 1;
      let gasUsed = intrinsic;
      let events: Call["events"];
      try {
        const recipient = tx.to!.toLowerCase();
        if (tx.value > 0n && recipient !== NFT) {
          child.set(`balance:${sender}`, (await child.big(`balance:${sender}`)) - tx.value);
          child.set(`balance:${recipient}`, (await child.big(`balance:${recipient}`)) + tx.value);
        }
        const request = { from: sender, to: recipient, data: tx.data, value: tx.value };
        const { call, outcome } = await this.run(child, request, BigInt(timestamp));
        gasUsed += outcome.gas;
        events = call.events;
        if (gasUsed > tx.gasLimit) throw new Revert("0x", "out of gas");
        state.absorb(child);
      } catch (error) {
        if (!(error instanceof Revert)) throw error;
        status = 0;
        gasUsed = error.message === "out of gas" ? tx.gasLimit : gasUsed;
        events = [];
      }
      if (gasUsed > tx.gasLimit) gasUsed = tx.gasLimit;
      state.set(`nonce:${sender}`, nonce + 1n);
      state.set(`balance:${sender}`, (await state.big(`balance:${sender}`)) - gasUsed * effectiveGasPrice);
      await state.commit();

      const logs: LogJson[] = events.map((event, index) => ({
        address: HOLDER_NFT_ADDRESS,
        topics: event.topics,
        data: event.data,
        logIndex: toQuantity(index),
        blockNumber: toQuantity(number),
        blockHash,
        transactionHash: hash,
        transactionIndex: "0x0",
        removed: false,
      }));
      await this.db.txs.put({
        hash,
        blockNumber: number,
        blockHash,
        raw,
        from: getAddress(from),
        to: getAddress(tx.to!),
        nonce: tx.nonce,
        status,
        gasUsed: toQuantity(gasUsed),
        effectiveGasPrice: toQuantity(effectiveGasPrice),
        logs,
      });
      await this.db.blocks.put({
        number,
        hash: blockHash,
        parentHash: parent.hash,
        timestamp,
        gasUsed: toQuantity(gasUsed),
        transactions: [hash],
      });
      return hash;
    });
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
