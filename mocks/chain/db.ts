import Dexie, { type Table } from "dexie";

/** One storage slot of the mock chain's world state: balances, nonces and HolderNFT's storage (see state.ts). */
export interface SlotRow {
  key: string;
  value: string | string[];
}

export interface LogJson {
  address: string;
  topics: string[];
  data: string;
  logIndex: string;
  blockNumber: string;
  blockHash: string;
  transactionHash: string;
  transactionIndex: string;
  removed: false;
}

export interface BlockRow {
  number: number;
  hash: string;
  parentHash: string;
  timestamp: number;
  gasUsed: string;
  /** Hashes of the block's transactions (one per block: the mock chain mines every transaction at once). */
  transactions: string[];
}

export interface TxRow {
  hash: string;
  blockNumber: number;
  blockHash: string;
  raw: string;
  from: string;
  to: string | null;
  nonce: number;
  status: 0 | 1;
  gasUsed: string;
  effectiveGasPrice: string;
  logs: LogJson[];
}

/** The mock chain's own IndexedDB database, apart from the API emulation's. */
export class MockChainDb extends Dexie {
  slots!: Table<SlotRow, string>;
  blocks!: Table<BlockRow, number>;
  txs!: Table<TxRow, string>;

  constructor(name = "holder-mockchain") {
    super(name);
    this.version(1).stores({
      slots: "&key",
      blocks: "&number, &hash",
      txs: "&hash, blockNumber",
    });
  }
}
