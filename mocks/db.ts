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

/**
 * A sign-in message issued for `address`, kept only so a client that posts the signature alone
 * (docs/product.md#api-calls) can be matched; a few newest per address. A client that posts the message back needs no
 * row (docs/decisions/0013).
 */
export interface NonceRow {
  /** The message's `Nonce:` value. */
  nonce: string;
  /** Lower-cased. */
  address: string;
  message: string;
  issuedAt: number;
  expiresAt: number;
}

/** A nonce that signed someone in: refused from then on, kept until it would have expired anyway. */
export interface UsedNonceRow {
  nonce: string;
  expiresAt: number;
}

/** A server-side secret, e.g. the key that authenticates the sign-in messages it issued. */
export interface SecretRow {
  name: string;
  /** Hex. */
  value: string;
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
  /** What caused it (an order, a transaction hash; `admin` for an admin operation). */
  ref: string;
  /** An admin operation's who and why: for admins and audits only, never in the user's answers. */
  admin?: { adminId: number; reason: string };
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

export type MintStatus = "pending" | "minted" | "refunded";

/**
 * A paid mint. `pending` from the charge until the chain settles it: `minted` (token id known) or `refunded`
 * (the transaction reverted or was certainly never sent). The transaction is signed and its hash stored before it is
 * broadcast, so a pending mint can always be looked up on chain (docs/decisions/0014).
 */
export interface MintRow {
  id?: number;
  userId: number;
  /** 0 until minted. */
  tokenId: number;
  uri: string;
  price: string;
  /** "" until the mint transaction is signed. */
  txHash: string;
  /** The signed transaction, so a pending mint the node never got can be sent again as is. */
  rawTx?: string;
  /** The chain's block number when it was signed: where to look for its Transfer event. */
  fromBlock?: number;
  status: MintStatus;
  /** A mint left in flight by schema v6, whose hash was never stored: settled from the Transfer event only. */
  legacy?: true;
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

/**
 * One continuous lock of an NFT, recorded after checking the chain. It starts at the contract's `stakedAt`
 * (converted to the backend's clock) and ends when the chain no longer shows that lock (docs/decisions/0014).
 */
export interface StakeRow {
  id?: number;
  userId: number;
  tokenId: number;
  uri: string;
  /** Backend clock (ms): the chain's stakedAt + `skew`. */
  staked_at: number;
  status: "staked" | "unstaked";
  /** The contract's stakedAt (s) of this lock; null (or absent) for stakes of schema v6 until first checked. */
  chain_staked_at?: number | null;
  /** Backend clock minus the chain's clock when recorded (ms); converts the lock's chain times. 0 when absent. */
  skew?: number;
  /** Backend clock (ms) when the lock ended on chain; null (or absent) while staked. */
  ended_at?: number | null;
  /** Backend clock (ms) when the chain last showed the lock; the end when the unstake cannot be found. */
  checked_at?: number;
}

/** The demo's own settings in the service worker: whether the personas are seeded, the demo clock's offset. */
export interface MetaRow {
  name: string;
  value: string | number;
}

export const DB_NAME = "holder-demo";

/**
 * The emulated backend's store. Each schema change is a new version with its upgrade, never an edit of an
 * old one, so a demo browser that already holds data keeps it (see mocks/db.test.ts).
 */
export class HolderDB extends Dexie {
  users!: Table<UserRow, number>;
  loginNonces!: Table<NonceRow, string>;
  usedNonces!: Table<UsedNonceRow, string>;
  secrets!: Table<SecretRow, string>;
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
  meta!: Table<MetaRow, string>;

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
    // v7: several outstanding sign-in nonces per address, keyed by nonce (a primary key cannot change, hence the new
    // table); used nonces; mints gain a status (pending until the chain settles them); stakes gain their chain lock.
    this.version(7)
      .stores({
        nonces: null,
        loginNonces: "&nonce, [address+issuedAt], expiresAt",
        usedNonces: "&nonce, expiresAt",
        secrets: "&name",
        mints: "++id, [userId+id], [userId+status], status",
      })
      .upgrade(async (tx) => {
        const old = await tx
          .table<{ address: string; message: string; expiresAt: number }>("nonces")
          .toArray();
        await tx.table<NonceRow, string>("loginNonces").bulkPut(
          old.flatMap((row) => {
            const nonce = /\nNonce: (\S+)\n/.exec(row.message)?.[1];
            const issued = Date.parse(/\nIssued At: (\S+)/.exec(row.message)?.[1] ?? "");
            return nonce ? [{ ...row, nonce, issuedAt: Number.isNaN(issued) ? row.expiresAt : issued }] : [];
          }),
        );
        await tx
          .table<MintRow, number>("mints")
          .toCollection()
          .modify((mint) => {
            if (mint.status) return;
            mint.status = mint.tokenId > 0 ? "minted" : "pending";
            if (mint.tokenId === 0) mint.legacy = true;
          });
        await tx
          .table<StakeRow, number>("stakes")
          .toCollection()
          .modify((stake) => {
            stake.chain_staked_at ??= null;
            stake.skew ??= 0;
            stake.ended_at ??= null;
            stake.checked_at ??= stake.staked_at;
          });
      });
    // v8: the backend moved into the service worker, which has no localStorage: its settings live here.
    this.version(8).stores({ meta: "&name" });
    // v9: admin operations by admin, direction and time, for the daily cap on an admin's credits (rows without an
    // `admin`, every other entry, stay out of this index).
    this.version(9).stores({
      bills:
        "++id, [userId+id], [userId+coinId+id], [userId+dir+id], [userId+coinId+dir+id], [userId+type+id], [userId+coinId+type+id], [userId+type+dir+id], [userId+coinId+type+dir+id], [admin.adminId+dir+created_at]",
    });
  }
}

export const db = new HolderDB();
