import { describe, expect, it } from "vitest";
import { clock } from "../clock";
import { STAKE } from "../config";
import { db } from "../db/holderDb";
import { holderNft, send, signerFor } from "../services/nftChain";
import { withMockBackend } from "../test/harness";
import {
  DAY,
  HOUR,
  claim,
  detail,
  income,
  moveToUtc,
  records,
  releasing,
  staker,
  sums,
} from "../test/stakers";
import { moneySnapshot } from "../test/users";

withMockBackend();

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
