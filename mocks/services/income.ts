import Dexie from "dexie";
import {
  ErrorCode,
  type ClaimResult,
  type CursorPage,
  type IncomeRecord,
  type IncomeStatus,
  type StakeConfig,
  type StakeDetail,
  type StakeIncome,
} from "../../src/api/wire";
import { type Units, toDecimal, units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { COINS, STAKE } from "../config";
import { db } from "../db/holderDb";
import type { IncomeRow, StakeRow } from "../db/nfts";
import type { UserRow } from "../db/accounts";
import { DAY_MS, utcDay } from "./checkin";
import { ServiceError } from "./errors";
import { once } from "./idempotency";
import { readId } from "./input";
import { applyChanges } from "./ledger";
import { keysetPage, type PageQuery } from "./paging";
import { activeStakes, fullDays, settleIncome, syncStakes } from "./stakeLocks";

const coinName = COINS.find((c) => c.id === STAKE.coinId)!.name;

export function stakeConfig(): StakeConfig {
  return {
    coin_id: STAKE.coinId,
    coin_name: coinName,
    daily_reward: STAKE.dailyReward,
    period_days: STAKE.periodDays,
    release_delay_ms: STAKE.releaseDelayMs,
  };
}

function incomeRows(userId: number): Promise<IncomeRow[]> {
  return db.incomes.where("[userId+id]").between([userId, Dexie.minKey], [userId, Dexie.maxKey]).toArray();
}

function statusOf(row: IncomeRow, now: number): IncomeStatus {
  if (row.claimed) return "claimed";
  return row.available_at <= now ? "available" : "releasing";
}

async function summary(userId: number, now: number): Promise<StakeIncome> {
  const today = utcDay(now);
  const sums = { yesterday: 0n, today: 0n, releasing: 0n, available: 0n, total: 0n };
  for (const row of await incomeRows(userId)) {
    const amount = units(row.amount);
    sums.total += amount;
    if (row.day === today) sums.today += amount;
    if (row.day === today - 1) sums.yesterday += amount;
    const status = statusOf(row, now);
    if (status === "releasing") sums.releasing += amount;
    if (status === "available") sums.available += amount;
  }
  return {
    yesterday: toDecimal(sums.yesterday),
    today: toDecimal(sums.today),
    to_be_released: toDecimal(sums.releasing),
    available: toDecimal(sums.available),
    total: toDecimal(sums.total),
    staked_count: (await activeStakes(userId)).length,
    daily_reward: STAKE.dailyReward,
    coin_id: STAKE.coinId,
    coin_name: coinName,
    now,
  };
}

/** GET /api/n_f_t/stake/income at `now`, up to which the handler settled the stakes (`settleStakes`). */
export function stakeIncome(userId: number, now: number): Promise<StakeIncome> {
  return db.transaction("r", db.stakes, db.incomes, () => summary(userId, now));
}

/** GET /api/n_f_t/stake/income/record at `now`, up to which the handler settled the stakes (`settleStakes`). */
export function incomeRecords(
  userId: number,
  page: PageQuery,
  now: number,
): Promise<CursorPage<IncomeRecord>> {
  return keysetPage(db.incomes, "[userId+id]", [userId], page, (row) => ({
    id: row.id!,
    stake_id: row.stakeId,
    token_id: row.tokenId,
    date: new Date(row.day * DAY_MS).toISOString().slice(0, 10),
    amount: row.amount,
    status: statusOf(row, now),
    available_at: row.available_at,
    created_at: row.created_at,
  }));
}

/**
 * Receives every income row available at `now` into coin 3 ("releasing") with one `stake_reward` bill entry and
 * marks the rows received; refuses when none is available. Joins the caller's transaction (stakes, incomes,
 * balances, bills).
 */
export function receiveAvailable(userId: number, now: number): Promise<ClaimResult> {
  return db.transaction("rw", [db.stakes, db.incomes, db.balances, db.bills], async () => {
    await settleIncome(userId, now);
    const due = (await incomeRows(userId)).filter((r) => statusOf(r, now) === "available");
    if (!due.length) throw new ServiceError(ErrorCode.nothingToClaim, "nothingToClaim");
    const amount: Units = due.reduce((sum, r) => sum + units(r.amount), 0n);
    await db.incomes.bulkPut(due.map((r) => ({ ...r, claimed: 1 as const })));
    await applyChanges([
      {
        userId,
        coinId: STAKE.coinId,
        amount,
        type: "stake_reward",
        ref: `stake-income:${due[0]!.id}-${due.at(-1)!.id}`,
      },
    ]);
    return {
      amount: toDecimal(amount),
      coin_id: STAKE.coinId,
      coin_name: coinName,
      income: await summary(userId, now),
    };
  });
}

/**
 * POST /api/n_f_t/reward ("receive"): everything available, once per request id. Nothing available is refused and
 * changes nothing.
 */
export async function claimIncome(user: UserRow, body: Record<string, unknown>): Promise<ClaimResult> {
  await syncStakes(user);
  const userId = user.id!;
  const now = clock.now();
  return db.transaction("rw", [db.stakes, db.incomes, db.balances, db.bills, db.requests], () =>
    once(userId, "stake_reward", body, () => receiveAvailable(userId, now)),
  );
}

/** The caller's latest stake record of token `rawId` (the id the staked list shows); none is stakeNotFound. */
export async function latestStakeOf(userId: number, rawId: unknown): Promise<StakeRow> {
  const tokenId = readId(rawId);
  const stake =
    tokenId === null
      ? undefined
      : (await db.stakes.where("tokenId").equals(tokenId).toArray())
          .filter((s) => s.userId === userId)
          .sort((a, b) => b.id! - a.id!)[0];
  if (!stake) throw new ServiceError(ErrorCode.recordNotFound, "stakeNotFound");
  return stake;
}

/**
 * GET /api/n_f_t/stake/detail/{id}: `id` is the token id (what the staked list shows); the caller's latest stake
 * record of that token is described at `now`, up to which the handler settled the stakes (`settleStakes`).
 */
export async function stakeDetail(userId: number, rawId: unknown, now: number): Promise<StakeDetail> {
  const stake = await latestStakeOf(userId, rawId);
  const rows = await db.incomes.where("stakeId").equals(stake.id!).toArray();
  const staked = stake.status === "staked";
  const days = staked ? fullDays(stake, now) : rows.length;
  const daily = units(STAKE.dailyReward);
  return {
    stake_id: stake.id!,
    token_id: stake.tokenId,
    uri: stake.uri,
    status: stake.status,
    stake_time: stake.staked_at,
    stake_days: days,
    first_reward_at: stake.staked_at + DAY_MS,
    reward_end_at: stake.staked_at + STAKE.periodDays * DAY_MS,
    daily_reward: STAKE.dailyReward,
    earned: toDecimal(rows.reduce((sum, r) => sum + units(r.amount), 0n)),
    estimated_income: toDecimal(staked ? daily * BigInt(STAKE.periodDays - days) : 0n),
    coin_id: STAKE.coinId,
    coin_name: coinName,
  };
}
