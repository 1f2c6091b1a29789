import { describe, expect, it } from "vitest";
import type { RechargeRecord } from "../src/api/recharge";
import type {
  AdminOverview,
  CoinBalance,
  CursorPage,
  IncomeRecord,
  MintInfo,
  NodeOrder,
  OwnedNft,
  PageOf,
  StakeIncome,
  StakedNft,
  TeamInfo,
  TeamMember,
  UserInfo,
} from "../src/api/wire";
import { units } from "../src/lib/money/units";
import { NFT_ARTWORK } from "./config";
import { db } from "./db/holderDb";
import { DEMO_INVITE_CODE, seedAdmin, seedHistory, seedPersonas } from "./seed";
import { call, login, testChain, withMockBackend } from "./test/harness";
import { randomWallet } from "./random";

withMockBackend();

/** The user with history and the admin, seeded as the demo's first start does. */
async function seededDemo() {
  const [history, admin] = [randomWallet(), randomWallet()];
  await testChain.setBalance(history.address, 10n ** 18n);
  const created = await seedPersonas([
    { id: "history", address: history.address },
    { id: "admin", address: admin.address },
  ]);
  await seedHistory(created.history!, history.privateKey);
  await seedAdmin(created.admin!);
  return { history, admin, created };
}

describe("demo personas", () => {
  it("give the admin and the user with history their accounts once, and leave the new user to sign up", async () => {
    const [newUser, history, admin] = [randomWallet(), randomWallet(), randomWallet()];
    const personas = [
      { id: "newUser" as const, address: newUser.address },
      { id: "history" as const, address: history.address },
      { id: "admin" as const, address: admin.address },
    ];
    await seedPersonas(personas);
    await seedPersonas(personas);
    expect(await db.users.count()).toBe(2);

    const adminInfo = (await call<UserInfo>("GET", "/api/user/info", { token: await login(admin) })).data;
    expect(adminInfo).toMatchObject({ is_admin: 1, invite_code: DEMO_INVITE_CODE, pid: 0 });
    const historyInfo = (await call<UserInfo>("GET", "/api/user/info", { token: await login(history) })).data;
    expect(historyInfo).toMatchObject({ is_admin: 0, pid: adminInfo.id, node_type: 2 });
    const fresh = (await call<UserInfo>("GET", "/api/user/info", { token: await login(newUser) })).data;
    expect(fresh).toMatchObject({ is_admin: 0, pid: 0, node_type: 0 });
  });
});

describe("the user with history", () => {
  it("holds coins that its bill explains, NFTs on chain and two recorded stakes", async () => {
    const history = randomWallet();
    await testChain.setBalance(history.address, 10n ** 18n);
    const created = await seedPersonas([{ id: "history", address: history.address }]);
    await seedHistory(created.history!, history.privateKey);
    const token = await login(history);

    const coins = (await call<CoinBalance[]>("GET", "/api/user/coins", { token })).data;
    expect(coins.filter((c) => c.money !== "0").map((c) => c.coin_id)).toEqual([1, 2, 3, 4]);
    const bills = await db.bills.where("userId").equals(created.history!.id!).toArray();
    for (const coin of coins.filter((c) => c.money !== "0")) {
      const last = bills.filter((b) => b.coinId === coin.coin_id).at(-1)!;
      expect(last.balanceAfter).toBe(coin.money);
    }
    const own = (await call<OwnedNft[]>("GET", "/api/n_f_t/own", { token })).data;
    const staked = (
      await call<PageOf<StakedNft>>("GET", "/api/n_f_t/stake/record?page=1&count=10", { token })
    ).data;
    expect(own).toHaveLength(NFT_ARTWORK.length - 2);
    expect(staked.count).toBe(2);
  });
});

describe("the demo personas' history with nodes, income and a team", () => {
  it("shows a node order, mints, income days (some received) and a team three levels deep", async () => {
    const { history, admin, created } = await seededDemo();
    const token = await login(history);

    const orders = (await call<CursorPage<NodeOrder>>("GET", "/api/node/records", { token })).data;
    expect(orders.list.map((o) => [o.type, o.price])).toEqual([[2, "500"]]);
    expect((await call<UserInfo>("GET", "/api/user/info", { token })).data.node_type).toBe(2);
    expect((await call<MintInfo>("GET", "/api/n_f_t/mint/info", { token })).data.mint_number).toBe(
      NFT_ARTWORK.length,
    );

    const income = (await call<StakeIncome>("GET", "/api/n_f_t/stake/income", { token })).data;
    // Staked 6 and 3 days ago: 9 days issued, 2 received, 5 available, 2 still to be released.
    expect(income).toMatchObject({ total: "90", available: "50", to_be_released: "20", staked_count: 2 });
    const rows = (
      await call<CursorPage<IncomeRecord>>("GET", "/api/n_f_t/stake/income/record?count=50", { token })
    ).data;
    expect(rows.list.filter((r) => r.status === "claimed")).toHaveLength(2);

    const team = (await call<TeamInfo>("GET", "/api/user_team/info", { token })).data;
    expect(team).toMatchObject({
      direct_count: 2,
      team_count: 4,
      my_performance: "580",
      team_performance: "1160",
      big_area: "1120",
      small_area: "40",
      team_staked: 3,
      yesterday_new_stake: 2,
      rewards: { invite: "10", team: "25", same_level: "10", new_performance: "20", total: "65" },
    });
    const members = (await call<CursorPage<TeamMember>>("GET", "/api/user_team/team", { token })).data;
    expect(members.list.map((m) => m.level).sort()).toEqual([1, 1, 2, 3]);

    // The bill explains every balance, the rewards included.
    const coins = (await call<CoinBalance[]>("GET", "/api/user/coins", { token })).data;
    const bills = await db.bills.where("userId").equals(created.history!.id!).toArray();
    for (const coin of coins.filter((c) => c.money !== "0")) {
      expect(bills.filter((b) => b.coinId === coin.coin_id).at(-1)!.balanceAfter).toBe(coin.money);
    }
    expect(coins.find((c) => c.coin_id === 1)!.money).toBe("735.5");
    // The admin above earned the persona's invite reward.
    const adminToken = await login(admin);
    const adminTeam = (await call<TeamInfo>("GET", "/api/user_team/info", { token: adminToken })).data;
    expect(adminTeam).toMatchObject({ direct_count: 1, team_count: 5, rewards: { invite: "50", team: "5" } });
  });
});

describe("the user with history's month", () => {
  it("is spread over the past 30 days at times of day, and its bill reads in time order", async () => {
    const history = randomWallet();
    await testChain.setBalance(history.address, 10n ** 18n);
    const created = await seedPersonas([{ id: "history", address: history.address }]);
    const now = Date.now();
    await seedHistory(created.history!, history.privateKey);
    const userId = created.history!.id!;

    const bills = await db.bills.where("userId").equals(userId).toArray();
    const mints = await db.mints.where("userId").equals(userId).toArray();
    const times = [...bills, ...mints].map((row) => row.created_at);
    expect(Math.min(...times)).toBeGreaterThan(now - 30 * 24 * 60 * 60_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    // Many days, many times of day: not all stamped with the minute the demo was seeded.
    const days = new Set(times.map((ms) => new Date(ms).toDateString()));
    expect(days.size).toBeGreaterThanOrEqual(10);
    const minutes = new Set(times.map((ms) => new Date(ms).getMinutes()));
    expect(minutes.size).toBeGreaterThanOrEqual(6);

    // In the bill's own order (newest first by time, then id), each coin's balance follows from the one before.
    const ordered = [...bills].sort((a, b) => a.created_at - b.created_at || a.id! - b.id!);
    const last = new Map<number, bigint>();
    for (const entry of ordered) {
      const before = last.get(entry.coinId) ?? 0n;
      const after = units(entry.balanceAfter);
      expect(after - before, `${entry.type} ${entry.ref}`).toBe(units(entry.amount));
      last.set(entry.coinId, after);
    }
  });
});

describe("the admin overview of the seeded demo", () => {
  it("counts the deposits the users' records show, the seeded ones included", async () => {
    const { history, admin } = await seededDemo();

    const overview = (await call<AdminOverview>("GET", "/api/admin/info", { token: await login(admin) }))
      .data;
    const shown = (
      await call<CursorPage<RechargeRecord>>("GET", "/api/user/recharge/logs", {
        token: await login(history),
      })
    ).data;
    // The persona's own deposits (USDT and BNB) are in its records; the team's four members each deposited USDT.
    expect(shown.list.filter((r) => r.status === "successful").map((r) => r.coin_name)).toEqual([
      "BNB",
      "USDT",
    ]);
    // The overview counts USDT deposits: the persona's one and the team's four.
    expect(overview.deposits.count).toBe(1 + 4);
    expect(overview.deposits.total).toBe("9250.5");
    expect(overview.withdrawals.count).toBe(
      await db.withdrawals.where("status").equals("successful").count(),
    );
  });
});
