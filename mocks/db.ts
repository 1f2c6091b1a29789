import Dexie, { type Table } from "dexie";
import type { NodeType } from "../src/api/wire";

export interface UserRow {
  id?: number;
  /** Lower-cased; addresses are compared lower-cased. */
  address: string;
  invite_code: string;
  pid: number;
  level: number;
  node_type: NodeType;
  is_admin: 0 | 1;
  created_at: number;
}

export interface NonceRow {
  address: string;
  message: string;
  expiresAt: number;
}

export interface SessionRow {
  token: string;
  userId: number;
  expiresAt: number;
}

/** One balance per user and coin; `amount` is a decimal string, never below zero. */
export interface BalanceRow {
  userId: number;
  coinId: number;
  amount: string;
}

/** Why a balance changed (SPEC.md §3 types first, then the product's own). */
export type ChangeType =
  | "transfer_in"
  | "transfer_out"
  | "exchange_fee"
  | "stake_reward"
  | "withdrawal_rejection"
  | "admin_operation"
  | "recharge"
  | "withdrawal"
  | "exchange"
  | "mint"
  | "node_purchase"
  | "checkin_reward"
  | "referral_reward";

/** One line of the bill: every balance change writes exactly one, in the same transaction. */
export interface BillRow {
  id?: number;
  userId: number;
  coinId: number;
  /** Signed decimal string. */
  amount: string;
  balanceAfter: string;
  type: ChangeType;
  /** What caused it (an order, a transaction hash, an admin note). */
  ref: string;
  created_at: number;
}

/** An NFT the backend recorded as staked after checking the chain. */
export interface StakeRow {
  id?: number;
  userId: number;
  tokenId: number;
  uri: string;
  staked_at: number;
  status: "staked" | "unstaked";
}

export const DB_NAME = "holder-demo";

/**
 * The emulated backend's store. Each schema change is a new version with its upgrade, never an edit of an
 * old one, so a demo browser that already holds data keeps it (see mocks/db.test.ts).
 */
export class HolderDB extends Dexie {
  users!: Table<UserRow, number>;
  nonces!: Table<NonceRow, string>;
  sessions!: Table<SessionRow, string>;
  balances!: Table<BalanceRow, [number, number]>;
  bills!: Table<BillRow, number>;
  stakes!: Table<StakeRow, number>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      users: "++id, &address, &invite_code, pid",
      nonces: "&address",
      sessions: "&token, userId",
    });
    // v2: users gain created_at (for team and admin lists, newest first); sessions and nonces are swept by expiry.
    this.version(2)
      .stores({
        users: "++id, &address, &invite_code, pid, created_at",
        nonces: "&address, expiresAt",
        sessions: "&token, userId, expiresAt",
      })
      .upgrade((tx) =>
        tx
          .table<UserRow, number>("users")
          .toCollection()
          .modify((user) => {
            user.created_at ??= 0;
          }),
      );
    // v3: the ledger (balances and their bill) and the stake records.
    this.version(3).stores({
      balances: "[userId+coinId], userId",
      bills: "++id, [userId+id], [userId+coinId+id]",
      stakes: "++id, tokenId, [userId+status+id]",
    });
  }
}

export const db = new HolderDB();
