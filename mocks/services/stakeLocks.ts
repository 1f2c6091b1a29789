import Dexie from "dexie";
import { clock } from "../clock";
import { STAKE } from "../config";
import { db } from "../db/holderDb";
import type { IncomeRow, StakeRow } from "../db/nfts";
import type { UserRow } from "../db/accounts";
import { DAY_MS, utcDay } from "./checkin";
import { chainNow, locksOf, unstakedAfter, type ChainLock } from "./nftChain";

/**
 * Stakes as continuous locks (docs/decisions/0014-mint-and-stake-settlement.md). A stake record is one lock the
 * contract reports: it starts at the lock's `stakedAt` and ends when the chain no longer shows that lock (unstaked,
 * or restaked with a newer `stakedAt`) — at the block time of its Unstaked event. Chain times become backend times
 * by the `skew` measured when the lock was recorded (backend clock minus the chain's clock), so the length of a lock
 * on the backend is its length on chain. Unstake and restake therefore cannot earn twice for the same time.
 */

/** How stale `checked_at` may grow before a read refreshes it (it bounds the end when no Unstaked event is found). */
const CHECK_REFRESH_MS = 10 * 60_000;

export function activeStakes(userId: number): Promise<StakeRow[]> {
  return db.stakes
    .where("[userId+status+id]")
    .between([userId, "staked", Dexie.minKey], [userId, "staked", Dexie.maxKey])
    .toArray();
}

/**
 * Backend clock minus the chain's clock now, in whole seconds: block times have no finer grain, and the two clocks
 * are read one after the other, so a millisecond passing between the reads must not shift every stake's times.
 */
export function currentSkew(): number {
  const seconds = Math.round((clock.now() - chainNow()) / 1000);
  return seconds === 0 ? 0 : seconds * 1000; // never -0, which a stored record would keep
}

/** Full days of a stake up to `until` (its end, if it ended before), within the reward period. */
export function fullDays(stake: StakeRow, until: number): number {
  const end = Math.min(until, stake.ended_at ?? Infinity);
  return Math.max(0, Math.min(Math.floor((end - stake.staked_at) / DAY_MS), STAKE.periodDays));
}

/**
 * Issues the stake's days completed by `until` that are not issued yet: the k-th day completes k × 24 h after the
 * stake began and is issued then (its `day` is that UTC day), "to be released" for `releaseDelayMs` more. The k-th
 * row of a stake is its k-th day, so issuing again adds nothing. Joins the caller's transaction (incomes).
 */
export async function issueDays(stake: StakeRow, until: number): Promise<void> {
  const issued = await db.incomes.where("stakeId").equals(stake.id!).count();
  const rows: IncomeRow[] = [];
  for (let k = issued + 1; k <= fullDays(stake, until); k++) {
    const at = stake.staked_at + k * DAY_MS;
    rows.push({
      userId: stake.userId,
      stakeId: stake.id!,
      tokenId: stake.tokenId,
      day: utcDay(at),
      amount: STAKE.dailyReward,
      available_at: at + STAKE.releaseDelayMs,
      claimed: 0,
      created_at: at,
    });
  }
  if (rows.length) await db.incomes.bulkAdd(rows);
}

/**
 * Issues the income of every full day each of the user's active stakes has completed up to `now` (each day once,
 * however often or concurrently this runs). Joins the caller's transaction (stakes, incomes).
 */
export function settleIncome(userId: number, now: number): Promise<void> {
  return db.transaction("rw", db.stakes, db.incomes, async () => {
    for (const stake of await activeStakes(userId)) await issueDays(stake, now);
  });
}

/** Ends a stake at `end`: the days it completed before are issued, none after. Once, whoever calls first. */
async function closeStake(id: number, end: number): Promise<void> {
  await db.transaction("rw", db.stakes, db.incomes, async () => {
    const current = await db.stakes.get(id);
    if (current?.status !== "staked") return;
    await issueDays(current, end);
    await db.stakes.update(id, { status: "unstaked", ended_at: end });
  });
}

/** When the lock a stake record stands for ended on chain, on the backend's clock. */
async function endOf(stake: StakeRow, owner: string, now: number): Promise<number> {
  const skew = stake.skew ?? 0;
  const since = stake.chain_staked_at ?? Math.floor((stake.staked_at - skew) / 1000);
  const unstaked = await unstakedAfter(owner, stake.tokenId, since);
  // No Unstaked event to be found: the last time the chain showed the lock is as far as it surely lasted.
  const end = unstaked === null ? (stake.checked_at ?? stake.staked_at) : unstaked * 1000 + skew;
  return Math.min(Math.max(end, stake.staked_at), now);
}

/**
 * Reconciles the user's stake records with the locks the chain reports, and answers those locks: a record whose
 * lock is gone is closed at the lock's end; one the chain still shows is confirmed. A record of schema v6 (no chain
 * lock yet) is taken to be the lock the chain shows for its token. Reads the chain before (never inside) a
 * transaction; when the chain cannot be read nothing changes and the answer is null.
 */
export async function syncStakes(user: UserRow): Promise<ChainLock[] | null> {
  let locks: ChainLock[];
  try {
    locks = await locksOf(user.address);
  } catch {
    return null;
  }
  const lockOf = new Map(locks.map((l) => [l.tokenId, l.stakedAt]));
  const now = clock.now();
  for (const stake of await activeStakes(user.id!)) {
    const stakedAt = lockOf.get(stake.tokenId);
    const legacy = stake.chain_staked_at === null || stake.chain_staked_at === undefined;
    if (stakedAt !== undefined && (legacy || stake.chain_staked_at === stakedAt)) {
      if (legacy || now - (stake.checked_at ?? 0) >= CHECK_REFRESH_MS) {
        await db.stakes.update(stake.id!, {
          chain_staked_at: stakedAt,
          skew: stake.skew ?? 0,
          checked_at: now,
        });
      }
      continue;
    }
    await closeStake(stake.id!, await endOf(stake, user.address, now));
  }
  return locks;
}

/**
 * Brings the user's stakes up to the demo clock's now before a read shows them
 * (docs/decisions/0049-settling-is-a-step.md): the records reconciled with the chain's locks, then every full day up
 * to now issued. Answers that now, which the read then uses.
 */
export async function settleStakes(user: UserRow): Promise<number> {
  await syncStakes(user);
  const now = clock.now();
  await settleIncome(user.id!, now);
  return now;
}

/** A new stake record for a lock the chain reports, starting at its `stakedAt` on the backend's clock. */
export function stakeFromLock(userId: number, lock: ChainLock, uri: string): StakeRow {
  const now = clock.now();
  const skew = currentSkew();
  return {
    userId,
    tokenId: lock.tokenId,
    uri,
    staked_at: Math.min(lock.stakedAt * 1000 + skew, now),
    status: "staked",
    chain_staked_at: lock.stakedAt,
    skew,
    ended_at: null,
    checked_at: now,
  };
}
