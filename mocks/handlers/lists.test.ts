import { describe, expect, it } from "vitest";
import type { CursorPage } from "../../src/api/wire";
import { db } from "../db";
import { call, withMockBackend } from "../test/harness";
import { signUp } from "../test/users";

withMockBackend();

/** Entries each list gets: two full pages of 10 and a short third. */
const N = 23;
const DAY_MS = 86_400_000;

type Me = Awaited<ReturnType<typeof signUp>>;

/**
 * Every list of the API with a way to give the caller N entries (written straight to the store: these tests are
 * about paging, the services' own tests cover how entries come about). Another user's entries are written too, so
 * a page that leaks them fails.
 */
const LISTS: {
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

const get = (me: Me, path: string, qs: string) =>
  call<CursorPage<Entry>>("GET", `${path}${path.includes("?") ? "&" : "?"}${qs}`, { token: me.token });

const ids = (page: { data: CursorPage<Entry> }) => page.data.list.map((e) => e.id);

describe.each(LISTS)("the $name list", ({ path, admin, seed }) => {
  async function setUp() {
    const me = await signUp({ admin });
    const other = await signUp();
    await seed(me.info.id, other.info.id);
    const all = await get(me, path, "count=50");
    expect(all.code).toBe(200);
    expect(all.data.list.length).toBe(all.data.count);
    expect(all.data.count).toBeGreaterThanOrEqual(N);
    return { me, all: ids(all) };
  }

  it("answers page 1, and page 2 by page number alone or by cursor, the same entries in the list's order", async () => {
    const { me, all } = await setUp();
    const first = await get(me, path, "page=1&count=10");
    expect(ids(first)).toEqual(all.slice(0, 10));
    expect(first.data.count).toBe(all.length);
    const byPage = await get(me, path, "page=2&count=10");
    const byCursor = await get(me, path, `count=10&cursor=${first.data.next_cursor}`);
    const both = await get(me, path, `page=2&count=10&cursor=${first.data.next_cursor}`);
    expect(ids(byPage)).toEqual(all.slice(10, 20));
    expect(ids(byCursor)).toEqual(ids(byPage));
    expect(ids(both)).toEqual(ids(byPage));
    expect(byPage.data.next_cursor).toBe(byCursor.data.next_cursor);
    expect(byPage.data.count).toBe(all.length);
  });

  it("walks every page by number: each entry once, the last page short, then empty pages", async () => {
    const { me, all } = await setUp();
    const seen: number[] = [];
    const pages = Math.ceil(all.length / 7);
    for (let page = 1; page <= pages; page++) {
      const answer = await get(me, path, `page=${page}&count=7`);
      expect(answer.data.next_cursor === null).toBe(page === pages);
      seen.push(...ids(answer));
    }
    expect(seen).toEqual(all);
    for (const past of [pages + 1, 1000]) {
      const answer = await get(me, path, `page=${past}&count=7`);
      expect(answer.data).toEqual({ count: all.length, list: [], next_cursor: null });
    }
  });

  it.each([
    ["page=0", "a page of zero"],
    ["page=-1", "a negative page"],
    ["page=abc", "a page that is not a number"],
    ["page=2.5", "a page that is not whole"],
    ["page=9007199254740993", "a page beyond safe integers"],
    ["count=0", "a count of zero"],
    ["count=51", "a count above 50"],
    ["cursor=x", "a cursor that is not an id"],
  ])("refuses %s (%s) with 10001", async (qs) => {
    // Refused for its parameters alone: no entries needed.
    const me = await signUp({ admin });
    const answer = await get(me, path, qs);
    expect(answer.code).toBe(10001);
    expect(answer.data).toBeNull();
  });
});

describe("the bill by page, every filter combination", () => {
  const combos = [
    "",
    "coin_id=2",
    "type=exchange",
    "access=out",
    "coin_id=2&type=exchange",
    "coin_id=2&access=out",
    "type=exchange&access=out",
    "coin_id=2&type=exchange&access=out",
  ];
  it("pages each combination by page number exactly as by cursor", async () => {
    const me = await signUp();
    const kinds = [
      { coinId: 1, amount: "5", type: "recharge" as const },
      { coinId: 2, amount: "3", type: "exchange" as const },
      { coinId: 2, amount: "-1", type: "exchange" as const },
      { coinId: 1, amount: "-1", type: "exchange" as const },
      { coinId: 2, amount: "-0.5", type: "exchange_fee" as const },
    ];
    await db.bills.bulkAdd(
      Array.from({ length: 60 }, (_, i) => {
        const k = kinds[i % kinds.length]!;
        return {
          userId: me.info.id,
          coinId: k.coinId,
          amount: k.amount,
          balanceAfter: "0",
          dir: k.amount.startsWith("-") ? ("out" as const) : ("in" as const),
          type: k.type,
          ref: `b${i}`,
          created_at: i,
        };
      }),
    );
    for (const filter of combos) {
      const all = await get(me, "/api/user/coin_logs", `${filter}&count=50`);
      expect(all.data.count, filter).toBeGreaterThan(3);
      const full = ids(all);
      const byPage: number[] = [];
      const byCursor: number[] = [];
      let cursor: number | null = null;
      for (let page = 1; page <= Math.ceil(all.data.count / 3); page++) {
        byPage.push(...ids(await get(me, "/api/user/coin_logs", `${filter}&page=${page}&count=3`)));
        const next: Awaited<ReturnType<typeof get>> = await get(
          me,
          "/api/user/coin_logs",
          `${filter}&count=3${cursor ? `&cursor=${cursor}` : ""}`,
        );
        byCursor.push(...ids(next));
        cursor = next.data.next_cursor;
      }
      expect(cursor, filter).toBeNull();
      expect(byPage, filter).toHaveLength(all.data.count);
      expect(byPage.slice(0, full.length), filter).toEqual(full);
      expect(new Set(byPage).size, filter).toBe(byPage.length);
      expect(byCursor, filter).toEqual(byPage);
    }
  });
});
