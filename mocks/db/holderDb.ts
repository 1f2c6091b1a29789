import Dexie, { type Table } from "dexie";
import type { NonceRow, SecretRow, SessionRow, UsedNonceRow, UserRow } from "./accounts";
import type { BalanceRow, BillRow, ExchangeRow, RechargeRow, WithdrawalRow } from "./money";
import type { IncomeRow, MintRow, StakeRow, UploadRow } from "./nfts";
import type { NodeOrderRow, NodeTierRow } from "./nodes";
import type { RequestRow } from "./requests";
import type { CheckinRow, RewardRow } from "./rewards";

/** The demo's own settings in the service worker: whether the personas are seeded, the demo clock's offset. */
export interface MetaRow {
  name: string;
  value: string | number;
}

export const DB_NAME = "holder-demo";

/**
 * The emulated backend's store. Each schema change is a new version with its upgrade, never an edit of an
 * old one, so a demo browser that already holds data keeps it (see holderDb.test.ts).
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
