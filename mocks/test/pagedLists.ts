import type { CursorPage } from "../../src/api/wire";
import { db } from "../db/holderDb";
import { call } from "./harness";
import type { signUp } from "./users";

/** Entries each list gets: two full pages of 10 and a short third. */
export const N = 23;
const DAY_MS = 86_400_000;

type Me = Awaited<ReturnType<typeof signUp>>;

/**
 * Every list of the API with a way to give the caller N entries (written straight to the store: these tests are
 * about paging, the services' own tests cover how entries come about). Another user's entries are written too, so
 * a page that leaks them fails.
 */
export const LISTS: {
  name: string;
  path: string;
  admin?: boolean;
  seed: (userId: number, other: number) => Promise<void>;
}[] = [
  {
    name: "bill",
    path: "/api/user/coin_logs",
    seed: async (userId, other) => {
      const rows = (u: number) =>
        Array.from({ length: N }, (_, i) => ({
          userId: u,
          coinId: 1,
          amount: "1",
          balanceAfter: String(i + 1),
          dir: "in" as const,
          type: "recharge" as const,
          ref: `r${i}`,
          created_at: i,
        }));
      await db.bills.bulkAdd([...rows(userId), ...rows(other)]);
    },
  },
  {
    name: "exchange records",
    path: "/api/exchange/exchange/logs",
    seed: async (userId, other) => {
      const row = (u: number) => ({
        userId: u,
        fromCoinId: 1,
        toCoinId: 2,
        amount: "10",
        rate: "8",
        fee: "0.24",
        received: "79.76",
        created_at: 1,
      });
      await db.exchanges.bulkAdd(Array.from({ length: N }, () => row(userId)));
      await db.exchanges.add(row(other));
    },
  },
  {
    name: "recharge records",
    path: "/api/user/recharge/logs",
    seed: async (userId, other) => {
      const row = (u: number, i: number) => ({
        userId: u,
        coinId: 1,
        channel: "BEP20",
        amount: "5",
        txHash: `0x${i.toString(16).padStart(64, "0")}`,
        status: "successful" as const,
        created_at: i,
        confirm_at: i,
      });
      await db.recharges.bulkAdd([...Array.from({ length: N }, (_, i) => row(userId, i)), row(other, 99)]);
    },
  },
  {
    name: "withdrawal records",
    path: "/api/user/withdraw/logs",
    seed: (userId, other) => withdrawals(userId, other),
  },
  {
    name: "withdrawal review (admin)",
    path: "/api/admin/withdraw?status=failed",
    admin: true,
    seed: (userId, other) => withdrawals(userId, other),
  },
  {
    name: "active stakes (admin)",
    path: "/api/admin/stake",
    admin: true,
    seed: async (userId) => {
      await db.stakes.bulkAdd(
        Array.from({ length: N }, (_, i) => ({
          userId,
          tokenId: i + 1,
          uri: "ipfs/x",
          staked_at: i,
          status: "staked" as const,
        })),
      );
      await db.stakes.add({ userId, tokenId: 99, uri: "ipfs/x", staked_at: 0, status: "unstaked" });
    },
  },
  {
    name: "node records",
    path: "/api/node/records",
    seed: async (userId, other) => {
      const row = (u: number) => ({ userId: u, type: 1 as const, price: "100", created_at: 1 });
      await db.nodeOrders.bulkAdd([...Array.from({ length: N }, () => row(userId)), row(other)]);
    },
  },
  {
    name: "mint records",
    path: "/api/n_f_t/record",
    seed: async (userId, other) => {
      const row = (u: number, i: number) => ({
        userId: u,
        tokenId: i + 1,
        uri: "ipfs/x",
        price: "10",
        txHash: `0x${i.toString(16).padStart(64, "0")}`,
        kind: "mint",
        status: "minted",
        created_at: i,
      });
      await db
        .table("mints")
        .bulkAdd([...Array.from({ length: N }, (_, i) => row(userId, i)), row(other, 50)]);
    },
  },
  {
    name: "stake income records",
    path: "/api/n_f_t/stake/income/record",
    seed: async (userId, other) => {
      const row = (u: number, i: number) => ({
        userId: u,
        stakeId: 1,
        tokenId: 1,
        day: 19_000 + i,
        amount: "1",
        available_at: (19_001 + i) * DAY_MS,
        claimed: 1 as const,
        created_at: i,
      });
      await db.incomes.bulkAdd([...Array.from({ length: N }, (_, i) => row(userId, i)), row(other, 0)]);
    },
  },
  {
    name: "direct referrals",
    path: "/api/user_team/invite",
    seed: (userId) => members(userId),
  },
  {
    name: "whole team",
    path: "/api/user_team/team",
    seed: (userId) => members(userId),
  },
  {
    name: "referral earnings",
    path: "/api/user_team/invite-earnings",
    seed: async (userId, other) => {
      const row = (u: number, i: number) => ({
        userId: u,
        fromUserId: other,
        kind: i % 2 ? ("invite" as const) : ("team" as const),
        coinId: 1,
        amount: "1",
        ref: `node:${i}`,
        created_at: i,
      });
      await db.rewards.bulkAdd([...Array.from({ length: N }, (_, i) => row(userId, i)), row(other, 0)]);
    },
  },
];

async function withdrawals(userId: number, other: number) {
  const row = (u: number) => ({
    userId: u,
    coinId: 1,
    channel: "BEP20",
    address: "0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67",
    amount: "20",
    fee: "1",
    actual: "19",
    status: "failed" as const,
    created_at: 1,
    reviewed_at: 2,
    complete_at: null,
    txHash: "",
  });
  // The admin review lists every user's withdrawals: the other user's make it N + 1 long there.
  await db.withdrawals.bulkAdd([...Array.from({ length: N }, () => row(userId)), row(other)]);
}

/** N direct referrals of the caller, each with one of their own below (so the whole team is 2N). */
async function members(userId: number) {
  for (let i = 0; i < N; i++) {
    const id = await db.users.add({
      address: `0x${(i + 1).toString(16).padStart(40, "a")}`,
      invite_code: `D${i}`,
      pid: userId,
      level: 0,
      node_type: 0,
      is_admin: 0,
      created_at: i,
    });
    await db.users.add({
      address: `0x${(i + 1).toString(16).padStart(40, "b")}`,
      invite_code: `E${i}`,
      pid: id,
      level: 0,
      node_type: 0,
      is_admin: 0,
      created_at: i,
    });
  }
}

interface Entry {
  id: number;
}

export const get = (me: Me, path: string, qs: string) =>
  call<CursorPage<Entry>>("GET", `${path}${path.includes("?") ? "&" : "?"}${qs}`, { token: me.token });

export const ids = (page: { data: CursorPage<Entry> }) => page.data.list.map((e) => e.id);
