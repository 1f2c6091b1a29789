import Dexie from "dexie";
import type { CheckinInfo, CheckinResult } from "../../src/api/checkin";
import { ErrorCode } from "../../src/api/wire";
import { toDecimal, units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { CHECKIN_COIN_ID, CHECKIN_REWARDS, COINS } from "../config";
import { db } from "../db/holderDb";
import type { CheckinRow } from "../db/rewards";
import { ServiceError } from "./errors";
import { applyChanges } from "./ledger";

export const DAY_MS = 24 * 60 * 60_000;

/** The UTC day number of an instant: days since 1970-01-01. */
export function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** What the check-in on the `streak`-th consecutive day pays: the ladder's step, the last one from day 7 on. */
export function rewardFor(streak: number): string {
  const step = Math.min(Math.max(streak, 1), CHECKIN_REWARDS.length);
  return CHECKIN_REWARDS[step - 1]!;
}

function lastCheckin(userId: number): Promise<CheckinRow | undefined> {
  return db.checkins.where("[userId+day]").between([userId, Dexie.minKey], [userId, Dexie.maxKey]).last();
}

/** The streak a check-in on `today` makes after `last`: one more after yesterday's, else a new start at 1. */
function streakOn(today: number, last: CheckinRow | undefined): number {
  return last && last.day === today - 1 ? last.streak + 1 : 1;
}

async function infoAt(userId: number, now: number): Promise<CheckinInfo> {
  const today = utcDay(now);
  const rows = await db.checkins.where("userId").equals(userId).toArray();
  const last = rows.reduce<CheckinRow | undefined>((a, r) => (!a || r.day > a.day ? r : a), undefined);
  const checkedToday = last?.day === today;
  const alive = last !== undefined && last.day >= today - 1;
  const nextStreak = checkedToday ? last.streak + 1 : streakOn(today, last);
  const total = rows.reduce((sum, r) => sum + units(r.reward), 0n);
  return {
    consecutive_days: alive ? last.streak : 0,
    checked_today: checkedToday,
    accumulated_rewards: toDecimal(total),
    next_reward: rewardFor(nextStreak),
    rewards: [...CHECKIN_REWARDS],
    coin_id: CHECKIN_COIN_ID,
    coin_name: COINS.find((c) => c.id === CHECKIN_COIN_ID)!.name,
    next_open_at: (today + 1) * DAY_MS,
    now,
  };
}

export function checkinInfo(userId: number): Promise<CheckinInfo> {
  return infoAt(userId, clock.now());
}

/**
 * Today's (UTC, on the demo clock) check-in: records the day and pays its reward through the ledger, in one
 * transaction. A second one the same day is refused and changes nothing.
 */
export async function checkIn(userId: number): Promise<CheckinResult> {
  const now = clock.now();
  const today = utcDay(now);
  return db.transaction("rw", [db.checkins, db.balances, db.bills], async () => {
    const last = await lastCheckin(userId);
    if (last && last.day >= today) throw new ServiceError(ErrorCode.checkedInToday, "checkedInToday");
    const streak = streakOn(today, last);
    const reward = rewardFor(streak);
    await db.checkins.add({ userId, day: today, streak, reward, created_at: now });
    const date = new Date(today * DAY_MS).toISOString().slice(0, 10);
    await applyChanges([
      {
        userId,
        coinId: CHECKIN_COIN_ID,
        amount: units(reward),
        type: "checkin_reward",
        ref: `checkin:${date}`,
      },
    ]);
    return { ...(await infoAt(userId, now)), reward };
  });
}
