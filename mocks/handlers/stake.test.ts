import { describe, expect, it } from "vitest";
import type {
  ClaimResult,
  CursorPage,
  IncomeRecord,
  StakeConfig,
  StakeDetail,
  StakeIncome,
  UserInfo,
} from "../../src/api/wire";
import { clock } from "../clock";
import { STAKE } from "../config";
import { db } from "../db";
import { holderNft, mintTo, send, signerFor } from "../services/nftChain";
import { call, login, testChain, withMockBackend } from "../test/harness";
import { moneySnapshot } from "../test/users";
import { randomWallet } from "../random";

withMockBackend();

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

/** Moves the demo clock forward to the next `msOfDay` after UTC midnight. */
function moveToUtc(msOfDay: number) {
  const into = clock.now() % DAY;
  clock.advance((((msOfDay - into) % DAY) + DAY) % DAY || DAY);
}

/** A user holding `mints` NFTs, the first `staked` of them staked on chain and recorded. */
async function staker(mints: number, staked = mints) {
  const wallet = randomWallet();
  await testChain.setBalance(wallet.address, 10n ** 18n);
  const token = await login(wallet);
  const info = (await call<UserInfo>("GET", "/api/user/info", { token })).data;
  const ids: number[] = [];
  for (let i = 0; i < mints; i++) ids.push((await mintTo(wallet.address, `ipfs/Qm${i}/art.png`)).tokenId);
  const stakedIds = ids.slice(0, staked);
  if (stakedIds.length) {
    await send(holderNft(signerFor(wallet.privateKey)), "stake", [stakedIds]);
    const res = await call("POST", `/api/n_f_t/staked/${stakedIds.length}`, {
      token,
      body: { token_ids: stakedIds },
    });
    expect(res.code).toBe(200);
  }
  return { wallet, token, info, ids };
}

const income = async (token: string) =>
  (await call<StakeIncome>("GET", "/api/n_f_t/stake/income", { token })).data;
const claim = (token: string, requestId?: string) =>
  call<ClaimResult>("POST", "/api/n_f_t/reward", {
    token,
    body: { params: requestId ? { request_id: requestId } : {} },
  });
const records = (token: string, query = "") =>
  call<CursorPage<IncomeRecord>>("GET", `/api/n_f_t/stake/income/record${query}`, { token });
const detail = (token: string, id: number | string) =>
  call<StakeDetail>("GET", `/api/n_f_t/stake/detail/${id}`, { token });
const sums = (data: StakeIncome) => [
  data.yesterday,
  data.today,
  data.to_be_released,
  data.available,
  data.total,
];
const releasing = async (userId: number) => (await db.balances.get([userId, 3]))?.amount ?? "0";

describe("GET /api/n_f_t/stake/config", () => {
  it("gives the daily reward per NFT (the 1 NFT : {number} ratio), the period and the 24 h release", async () => {
    expect((await call<StakeConfig>("GET", "/api/n_f_t/stake/config")).data).toEqual({
      coin_id: 3,
      coin_name: "HOLD",
      daily_reward: "10",
      period_days: 365,
      release_delay_ms: DAY,
    });
  });
});

describe("stake income", () => {
  it("issues each full day's income, to be released for 24 h, then available, yesterday and today apart", async () => {
    moveToUtc(12 * HOUR);
    const me = await staker(2);
    // Block times are whole seconds: pin the stakes to now, so the day boundaries below are exact.
    await db.stakes.toCollection().modify({ staked_at: clock.now() });
    const zero = await income(me.token);
    expect(sums(zero)).toEqual(["0", "0", "0", "0", "0"]);
    expect(zero).toMatchObject({ staked_count: 2, daily_reward: "10", coin_id: 3 });

    clock.advance(DAY - 1000); // not yet a full day
    expect(sums(await income(me.token))).toEqual(["0", "0", "0", "0", "0"]);
    clock.advance(1000); // day 1 complete (12:00 UTC the next day): issued today, to be released
    expect(sums(await income(me.token))).toEqual(["0", "20", "20", "0", "20"]);
    clock.advance(12 * HOUR); // 00:00 UTC: day 1's income is now yesterday's, still to be released
    expect(sums(await income(me.token))).toEqual(["20", "0", "20", "0", "20"]);
    clock.advance(12 * HOUR - 1000);
    expect((await income(me.token)).available).toBe("0");
    clock.advance(1000); // 24 h after issue: day 1 available, day 2 issued
    expect(sums(await income(me.token))).toEqual(["20", "20", "20", "20", "40"]);
    expect(await db.incomes.count()).toBe(4);
  });

  it("settles idempotently: reading again, or twice at once, issues each day once", async () => {
    const me = await staker(3);
    clock.advance(5 * DAY + HOUR);
    await Promise.all([income(me.token), income(me.token), records(me.token)]);
    await income(me.token);
    expect(await db.incomes.count()).toBe(15);
    for (const stake of await db.stakes.toArray()) {
      const days = (await db.incomes.where("stakeId").equals(stake.id!).toArray()).map((r) => r.day);
      expect(new Set(days).size).toBe(5);
    }
  });

  it("receives every available income once into coin 3 as a stake reward; nothing left is refused", async () => {
    const me = await staker(1);
    clock.advance(3 * DAY);
    expect(sums(await income(me.token))).toEqual(["10", "10", "10", "20", "30"]);
    const res = await claim(me.token, "claim-request-1");
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      amount: "20",
      coin_id: 3,
      income: { available: "0", to_be_released: "10", total: "30" },
    });
    expect(await releasing(me.info.id)).toBe("20");
    const bills = await db.bills.where("userId").equals(me.info.id).toArray();
    expect(bills.map((b) => [b.coinId, b.type, b.amount, b.balanceAfter])).toEqual([
      [3, "stake_reward", "20", "20"],
    ]);
    expect(await claim(me.token, "claim-request-1")).toEqual(res);

    const before = { money: await moneySnapshot(), incomes: await db.incomes.toArray() };
    const again = await claim(me.token);
    expect([again.code, again.data]).toEqual([10901, null]);
    expect(again.message).toBeTruthy();
    expect({ money: await moneySnapshot(), incomes: await db.incomes.toArray() }).toEqual(before);

    clock.advance(DAY);
    expect((await claim(me.token)).data.amount).toBe("10");
    expect(await releasing(me.info.id)).toBe("30");
  });

  it("lets one of two simultaneous claims through", async () => {
    const me = await staker(1);
    clock.advance(2 * DAY);
    const results = await Promise.all([claim(me.token), claim(me.token)]);
    expect(results.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, 10901]);
    expect(await releasing(me.info.id)).toBe("10");
  });

  it("refuses a claim before any income is available, and changes nothing", async () => {
    const me = await staker(1);
    clock.advance(DAY + HOUR); // issued, still to be released
    const before = await moneySnapshot();
    expect((await claim(me.token)).code).toBe(10901);
    expect(await moneySnapshot()).toEqual(before);
    const nobody = await staker(0);
    expect((await claim(nobody.token)).code).toBe(10901);
  });

  it("pays nothing for NFTs staked on chain but never recorded, nor after an unstake", async () => {
    const me = await staker(2, 1);
    await send(holderNft(signerFor(me.wallet.privateKey)), "stake", [[me.ids[1]]]); // staked, not recorded
    clock.advance(2 * DAY);
    expect((await income(me.token)).total).toBe("20");
    await send(holderNft(signerFor(me.wallet.privateKey)), "unstake", [[me.ids[0]]]);
    clock.advance(3 * DAY);
    const after = await income(me.token);
    expect(after).toMatchObject({ total: "20", staked_count: 0 });
    expect((await db.stakes.toArray()).map((s) => s.status)).toEqual(["unstaked"]);
    expect((await detail(me.token, me.ids[0]!)).data).toMatchObject({
      status: "unstaked",
      stake_days: 2,
      estimated_income: "0",
      earned: "20",
    });
  });

  it("stops at the end of the reward period", async () => {
    const me = await staker(1);
    clock.advance(400 * DAY);
    expect((await income(me.token)).total).toBe(String(10 * STAKE.periodDays));
    expect(await db.incomes.count()).toBe(STAKE.periodDays);
  });

  it("lists income rows newest first by cursor, with their status", async () => {
    moveToUtc(6 * HOUR);
    const me = await staker(1);
    clock.advance(3 * DAY);
    await claim(me.token);
    clock.advance(DAY);
    const first = await records(me.token, "?count=2");
    expect(first.data.count).toBe(4);
    expect(first.data.list.map((r) => [r.status, r.amount])).toEqual([
      ["releasing", "10"],
      ["available", "10"],
    ]);
    const rest = await records(me.token, `?count=2&cursor=${first.data.next_cursor}`);
    expect(rest.data.list.map((r) => r.status)).toEqual(["claimed", "claimed"]);
    const stake = (await db.stakes.toArray())[0]!;
    expect(rest.data.list.at(-1)).toMatchObject({
      token_id: me.ids[0],
      date: new Date(stake.staked_at + DAY).toISOString().slice(0, 10),
      available_at: stake.staked_at + 2 * DAY,
    });
  });
});

describe("GET /api/n_f_t/stake/detail/{tokenId}", () => {
  it("describes a stake: time, days, first reward, end, earned and estimated income", async () => {
    const me = await staker(1);
    const stake = (await db.stakes.toArray())[0]!;
    clock.advance(10 * DAY + HOUR);
    const res = await detail(me.token, me.ids[0]!);
    expect(res.data).toEqual({
      stake_id: stake.id,
      token_id: me.ids[0],
      uri: "ipfs/Qm0/art.png",
      status: "staked",
      stake_time: stake.staked_at,
      stake_days: 10,
      first_reward_at: stake.staked_at + DAY,
      reward_end_at: stake.staked_at + 365 * DAY,
      daily_reward: "10",
      earned: "100",
      estimated_income: String(10 * 355),
      coin_id: 3,
      coin_name: "HOLD",
    });
  });

  it("is refused for a token the caller never staked", async () => {
    const me = await staker(1);
    const other = await staker(1);
    for (const id of [other.ids[0]!, 999, "x"]) expect((await detail(me.token, id)).code).toBe(10407);
  });
});
