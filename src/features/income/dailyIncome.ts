import { ZERO, unitsOrZero, type Units } from "../../lib/money/units";

/**
 * The pure side of the stake income page's bar chart (docs/decisions/0031-charts.md): the last 30 UTC days, the
 * income rows summed per day in decimals (days without income are zero), and the total and best day.
 */

export const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

export interface DayIncome {
  /** The UTC day, YYYY-MM-DD, as income rows name it. */
  day: string;
  amount: Units;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The `count` UTC days ending with the day of `now` (epoch ms, the backend's clock), oldest first. */
export function lastDays(now: number, count = CHART_DAYS): string[] {
  const today = Math.floor(now / DAY_MS);
  return Array.from({ length: count }, (_, i) => dayOf((today - count + 1 + i) * DAY_MS));
}

/** Epoch ms of the start (00:00 UTC) of a YYYY-MM-DD day. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** Each of `days` with the sum of the rows dated on it, 0 for a day without rows; rows of other days are left out. */
export function sumByDay(
  rows: readonly { date: string; amount: string }[],
  days: readonly string[],
): DayIncome[] {
  const sums = new Map<string, Units>(days.map((d) => [d, ZERO]));
  for (const row of rows) {
    const sum = sums.get(row.date);
    if (sum !== undefined) sums.set(row.date, sum + unitsOrZero(row.amount));
  }
  return days.map((day) => ({ day, amount: sums.get(day) ?? ZERO }));
}

/** The total over the days and the day with the most income (the latest of equal ones); no best day without income. */
export function summarize(days: readonly DayIncome[]): { total: Units; best: DayIncome | null } {
  let total = ZERO;
  let best: DayIncome | null = null;
  for (const d of days) {
    total += d.amount;
    if (d.amount > ZERO && (best === null || d.amount >= best.amount)) best = d;
  }
  return { total, best };
}

/** A bar's height in thousandths of the tallest, from the bigint amounts (0 for an empty day). */
export function barShare(amount: Units, max: Units): number {
  return max <= ZERO ? 0 : Number((amount * 1000n) / max);
}
