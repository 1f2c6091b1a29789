import { SCALE, UNIT, ZERO, type Units } from "./units";

/**
 * Each operation that can leave a remainder names how it rounds, at every call (docs/decisions/0010-money.md):
 * "halfAwayFromZero" for fees and display, "towardZero" for what the platform pays before a fee.
 */
export type Rounding = "halfAwayFromZero" | "towardZero";

function divide(n: bigint, d: bigint, rounding: Rounding): bigint {
  if (d < 0n) return divide(-n, -d, rounding);
  const q = n / d;
  const r = n % d;
  if (r === 0n || rounding === "towardZero") return q;
  const half = 2n * (r < 0n ? -r : r) >= d;
  if (!half) return q;
  return n < 0n ? q - 1n : q + 1n;
}

/** a × b (money × price). */
export function mul(a: Units, b: Units, rounding: Rounding): Units {
  return divide(a * b, UNIT, rounding);
}

/** a ÷ b (a price over another); b must not be 0. */
export function div(a: Units, b: Units, rounding: Rounding): Units {
  if (b === ZERO) throw new Error("division by zero");
  return divide(a * UNIT, b, rounding);
}

/** a × percent ÷ 100, for percentages given as amounts ("0.5" percent). */
export function percentOf(a: Units, percent: Units, rounding: Rounding): Units {
  return divide(a * percent, 100n * UNIT, rounding);
}

/** `a` at `places` decimals. */
export function roundTo(a: Units, places: number, rounding: Rounding): Units {
  const step = 10n ** BigInt(SCALE - places);
  return divide(a, step, rounding) * step;
}

/** Σ amount × price, each product rounded as named. */
export function sumProducts(rows: readonly { amount: Units; price: Units }[], rounding: Rounding): Units {
  return rows.reduce((total, row) => total + mul(row.amount, row.price, rounding), ZERO);
}
