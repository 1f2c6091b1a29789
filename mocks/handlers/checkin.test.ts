import { beforeEach, describe, expect, it } from "vitest";
import type { CheckinInfo, CheckinResult } from "../../src/api/checkin";
import { toDecimal, units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { CHECKIN_REWARDS } from "../config";
import { db } from "../db/holderDb";
import { server } from "../hosts/node";
import { balanceOf } from "../services/ledger";
import { call, login, withMockBackend } from "../test/harness";
import { checkinHandlers } from "./checkin";
import { randomWallet } from "../random";

withMockBackend();
beforeEach(() => server.use(...checkinHandlers));

const DAY = 24 * 60 * 60_000;
const HOLD = 2;

async function signUp() {
  const wallet = randomWallet();
  const token = await login(wallet);
  const session = await db.sessions.get(token);
  return { wallet, token, userId: session!.userId };
}

/** Moves the demo clock forward to the next `msOfDay` after UTC midnight. */
function moveToUtc(msOfDay: number) {
  const into = clock.now() % DAY;
  clock.advance((((msOfDay - into) % DAY) + DAY) % DAY || DAY);
}

const info = async (token: string) => (await call<CheckinInfo>("GET", "/api/check_in/info", { token })).data;
const checkIn = (token: string) => call<CheckinResult>("POST", "/api/check_in/do", { token });

async function snapshot(userId: number) {
  return {
    balance: await balanceOf(userId, HOLD),
    bills: await db.bills.where("[userId+id]").between([userId, 0], [userId, Infinity]).toArray(),
    checkins: await db.checkins.where("userId").equals(userId).toArray(),
  };
}

async function rewardBillsTotal(userId: number) {
  const bills = await db.bills.where("[userId+id]").between([userId, 0], [userId, Infinity]).toArray();
  return bills.filter((b) => b.type === "checkin_reward").reduce((sum, b) => sum + units(b.amount), 0n);
}

describe("GET /api/check_in/info", () => {
  it("shows a new user the ladder, nothing accumulated, and today's check-in open until the next UTC midnight", async () => {
    moveToUtc(12 * 60 * 60_000);
    const me = await signUp();
    const now = clock.now();
    const data = await info(me.token);
    expect(data).toEqual({
      consecutive_days: 0,
      checked_today: false,
      accumulated_rewards: "0",
      next_reward: "1",
      rewards: CHECKIN_REWARDS,
      coin_id: 2,
      coin_name: "HOLD",
      next_open_at: (Math.floor(now / DAY) + 1) * DAY,
      now: expect.any(Number),
    });
    expect(data.next_open_at % DAY).toBe(0);
    expect(data.next_open_at - now).toBeLessThanOrEqual(12 * 60 * 60_000);
    expect(data.next_open_at - now).toBeGreaterThan(12 * 60 * 60_000 - 10_000);
    expect(Math.abs(data.now - now)).toBeLessThan(1000);
  });

  it("refuses a caller without a valid login", async () => {
    expect((await call("GET", "/api/check_in/info")).code).toBe(10039);
    expect((await call("GET", "/api/check_in/info", { token: "nope" })).code).toBe(10039);
  });
});

describe("POST /api/check_in/do", () => {
  it("checks in once per UTC day and pays the day's reward in HOLD through the ledger", async () => {
    moveToUtc(8 * 60 * 60_000);
    const me = await signUp();
    const res = await checkIn(me.token);
    expect([res.status, res.code]).toEqual([200, 200]);
    expect(res.data).toMatchObject({
      reward: "1",
      consecutive_days: 1,
      checked_today: true,
      accumulated_rewards: "1",
      next_reward: "2",
    });
    const after = await snapshot(me.userId);
    expect(after.balance).toBe(units("1"));
    expect(after.bills.map((b) => [b.coinId, b.amount, b.balanceAfter, b.type, b.dir])).toEqual([
      [HOLD, "1", "1", "checkin_reward", "in"],
    ]);
    expect(after.bills[0]!.ref).toBe(`checkin:${new Date(clock.now()).toISOString().slice(0, 10)}`);

    // Again the same day, also late in the evening: refused, and nothing changes.
    for (const move of [0, 15 * 60 * 60_000]) {
      clock.advance(move);
      const again = await checkIn(me.token);
      expect([again.status, again.code, again.data]).toEqual([200, 10601, null]);
      expect(again.message).toBeTruthy();
      expect(await snapshot(me.userId)).toEqual(after);
    }
    expect((await info(me.token)).checked_today).toBe(true);
  });

  it("lets only one of two simultaneous check-ins through", async () => {
    const me = await signUp();
    const results = await Promise.all([checkIn(me.token), checkIn(me.token)]);
    expect(results.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, 10601]);
    const after = await snapshot(me.userId);
    expect(after.bills).toHaveLength(1);
    expect(after.checkins).toHaveLength(1);
    expect(after.balance).toBe(units("1"));
  });

  it("counts consecutive days up, grows the reward to its maximum on day 7 and keeps it there", async () => {
    moveToUtc(10 * 60 * 60_000);
    const me = await signUp();
    const expected = ["1", "2", "3", "5", "8", "13", "20", "20", "20", "20"];
    let sum = 0n;
    for (const [i, reward] of expected.entries()) {
      me.token = await login(me.wallet); // a login lasts 7 days
      const before = await info(me.token);
      expect(before.next_reward).toBe(reward);
      expect(before.consecutive_days).toBe(i); // yesterday's streak still counts while today's is open
      const res = await checkIn(me.token);
      expect(res.code).toBe(200);
      sum += units(reward);
      expect(res.data).toMatchObject({
        reward,
        consecutive_days: i + 1,
        accumulated_rewards: toDecimal(sum),
      });
      clock.advance(DAY);
    }
    expect(CHECKIN_REWARDS.at(-1)).toBe("20");
    const final = await info(me.token);
    expect(final.accumulated_rewards).toBe("112");
    expect(units(final.accumulated_rewards)).toBe(await rewardBillsTotal(me.userId));
    expect(await balanceOf(me.userId, HOLD)).toBe(units("112"));
  });

  it("starts over at day 1 after a missed day", async () => {
    moveToUtc(9 * 60 * 60_000);
    const me = await signUp();
    expect((await checkIn(me.token)).data.consecutive_days).toBe(1);
    clock.advance(DAY);
    expect((await checkIn(me.token)).data.consecutive_days).toBe(2);
    clock.advance(2 * DAY); // a whole UTC day without a check-in
    const gap = await info(me.token);
    expect(gap).toMatchObject({ consecutive_days: 0, checked_today: false, next_reward: "1" });
    const res = await checkIn(me.token);
    expect(res.data).toMatchObject({ reward: "1", consecutive_days: 1, accumulated_rewards: "4" });
    expect(units(res.data.accumulated_rewards)).toBe(await rewardBillsTotal(me.userId));
  });

  it("counts a check-in just before and one just after UTC midnight as two consecutive days", async () => {
    moveToUtc(DAY - 10_000); // 23:59:50 UTC
    const me = await signUp();
    const first = await checkIn(me.token);
    expect(first.code).toBe(200);
    const midnight = first.data.next_open_at;
    expect(midnight % DAY).toBe(0);
    expect(midnight - clock.now()).toBeGreaterThan(0);
    expect(midnight - clock.now()).toBeLessThanOrEqual(10_000);

    clock.advance(20_000); // 00:00:10 UTC, the next day
    const opened = await info(me.token);
    expect(opened).toMatchObject({ checked_today: false, consecutive_days: 1, next_reward: "2" });
    expect(opened.next_open_at).toBe(midnight + DAY);
    const second = await checkIn(me.token);
    expect(second.data).toMatchObject({ reward: "2", consecutive_days: 2 });
    const days = (await db.checkins.where("userId").equals(me.userId).toArray()).map((c) => c.day);
    expect(days).toEqual([midnight / DAY - 1, midnight / DAY]);
  });

  it("keeps each user's check-ins apart", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await checkIn(alice.token);
    expect(await info(bob.token)).toMatchObject({ checked_today: false, accumulated_rewards: "0" });
    expect((await checkIn(bob.token)).code).toBe(200);
    expect(await balanceOf(alice.userId, HOLD)).toBe(units("1"));
    expect(await balanceOf(bob.userId, HOLD)).toBe(units("1"));
  });

  it("refuses a caller without a valid login and writes nothing", async () => {
    const res = await call("POST", "/api/check_in/do");
    expect(res.code).toBe(10039);
    expect(await db.checkins.count()).toBe(0);
    expect(await db.bills.count()).toBe(0);
  });
});
