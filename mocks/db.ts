import Dexie, { type Table } from "dexie";
import type { ChangeType, NodeType, RecordStatus } from "../src/api/wire";

export type { ChangeType };

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

/** One line of the bill: every balance change writes exactly one, in the same transaction. */
export interface BillRow {
  id?: number;
  userId: number;
  coinId: number;
  /** Signed decimal string. */
  amount: string;
  balanceAfter: string;
  dir: Direction;
  type: ChangeType;
  /** What caused it (an order, a transaction hash, an admin note). */
  ref: string;
  created_at: number;
}

export type Direction = "in" | "out";

/** A deposit the user made (or, in demo mode, simulated); credited once confirmed. */
export interface RechargeRow {
  id?: number;
  userId: number;
  coinId: number;
  channel: string;
  amount: string;
  txHash: string;
  status: RecordStatus;
  created_at: number;
  confirm_at: number;
}

/** A withdrawal: the amount leaves the balance at once; a rejection refunds it. */
export interface WithdrawalRow {
  id?: number;
  userId: number;
  coinId: number;
  channel: string;
  address: string;
  amount: string;
  fee: string;
  actual: string;
  status: RecordStatus;
  created_at: number;
  reviewed_at: number | null;
  /** When an approved withdrawal is sent (demo clock); null until approved. */
  complete_at: number | null;
  txHash: string;
}

export interface ExchangeRow {
  id?: number;
  userId: number;
  fromCoinId: number;
  toCoinId: number;
  amount: string;
  rate: string;
  fee: string;
  received: string;
  created_at: number;
}

export interface CheckinRow {
  userId: number;
  /** UTC day number (days since 1970-01-01). */
  day: number;
  streak: number;
  reward: string;
  created_at: number;
}

/** A submit remembered by its client request id, so a repeat is answered the same and executed once. */
export interface RequestRow {
  key: string;
  response: string;
  created_at: number;
}

/** A governance node tier and what is left of its supply (never below zero). */
export interface NodeTierRow {
  type: 1 | 2 | 3;
  price: string;
  total: number;
  surplus: number;
}

export interface NodeOrderRow {
  id?: number;
  userId: number;
  type: 1 | 2 | 3;
  price: string;
  created_at: number;
}

export interface MintRow {
  id?: number;
  userId: number;
  tokenId: number;
  uri: string;
  price: string;
  txHash: string;
  kind: "mint" | "upload";
  created_at: number;
}

/** A picture a user minted with, kept locally in demo mode under an IPFS-style content id. */
export interface UploadRow {
  cid: string;
  mime: string;
  /** Base64 of the bytes. */
  data: string;
  size: number;
  created_at: number;
}

/** One day's income of one staked NFT: "to be released" until `available_at`, then claimable. */
export interface IncomeRow {
  id?: number;
  userId: number;
  stakeId: number;
  tokenId: number;
  /** UTC day number the income is for. */
  day: number;
  amount: string;
  available_at: number;
  claimed: 0 | 1;
  created_at: number;
}

export type RewardKind = "invite" | "team" | "same_level" | "new_performance";

/** A referral earning paid to `userId` because of something `fromUserId` did. */
export interface RewardRow {
  id?: number;
  userId: number;
  fromUserId: number;
  kind: RewardKind;
  coinId: number;
  amount: string;
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
  recharges!: Table<RechargeRow, number>;
  withdrawals!: Table<WithdrawalRow, number>;
  exchanges!: Table<ExchangeRow, number>;
  checkins!: Table<CheckinRow, [number, number]>;
  requests!: Table<RequestRow, string>;
  nodeTiers!: Table<NodeTierRow, number>;
  nodeOrders!: Table<NodeOrderRow, number>;
  mints!: Table<MintRow, number>;
  uploads!: Table<UploadRow, string>;
  incomes!: Table<IncomeRow, number>;
  rewards!: Table<RewardRow, number>;

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
    // v4: money records; bill entries gain a direction so "my bill" filters by index, not by scanning.
    this.version(4)
      .stores({
        bills:
          "++id, [userId+id], [userId+coinId+id], [userId+dir+id], [userId+coinId+dir+id], [userId+type+id], [userId+coinId+type+id]",
        recharges: "++id, [userId+id], [status+confirm_at]",
        withdrawals: "++id, [userId+id], [status+id]",
        exchanges: "++id, [userId+id]",
        checkins: "[userId+day], userId",
        requests: "&key",
      })
      .upgrade((tx) =>
        tx
          .table<BillRow, number>("bills")
          .toCollection()
          .modify((bill) => {
            bill.dir ??= bill.amount.startsWith("-") ? "out" : "in";
          }),
      );
    // v5: type + access filters get their own ranges too (a row filter made its total count scan: bench:api).
    this.version(5).stores({
      bills:
        "++id, [userId+id], [userId+coinId+id], [userId+dir+id], [userId+coinId+dir+id], [userId+type+id], [userId+coinId+type+id], [userId+type+dir+id], [userId+coinId+type+dir+id]",
    });
    // v6: nodes, mints and uploads, stake income, referral rewards; stakes listed for the admin and by day.
    this.version(6).stores({
      nodeTiers: "&type",
      nodeOrders: "++id, [userId+id], created_at",
      mints: "++id, [userId+id]",
      uploads: "&cid",
      incomes: "++id, [userId+id], [userId+day], stakeId",
      rewards: "++id, [userId+id], [userId+kind+id]",
      stakes: "++id, tokenId, [userId+status+id], [status+id], staked_at",
    });
  }
}

export const db = new HolderDB();
