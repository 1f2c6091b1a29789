/**
 * Decimal money as scaled bigints: never JavaScript floats. Amounts cross the wire as plain decimal strings
 * ("12.5"); inside, they are integers of 10^-18 units, so sums and comparisons are exact.
 */
export const SCALE = 18;
const UNIT = 10n ** BigInt(SCALE);

export type Units = bigint;

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Parses a plain decimal string ("0.5", "-3", "12.3400") into units. No exponent, no grouping, no sign "+",
 * at most `maxDecimals` digits after the point. Returns null for anything else.
 */
export function parseDecimal(text: unknown, maxDecimals = SCALE): Units | null {
  if (typeof text !== "string") return null;
  const s = text.trim();
  if (!PLAIN_DECIMAL.test(s)) return null;
  const negative = s.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? s.slice(1) : s).split(".");
  if (fraction.length > maxDecimals) return null;
  const units = BigInt(whole) * UNIT + BigInt(fraction.padEnd(SCALE, "0") || "0");
  return negative ? -units : units;
}

/** Parses a value the program itself produced; throws on a malformed one (a bug, not user input). */
export function units(text: string): Units {
  const value = parseDecimal(text);
  if (value === null) throw new Error(`not a decimal: ${text}`);
  return value;
}

/** Multiplies two amounts (e.g. money × price), rounding half away from zero. */
export function mul(a: Units, b: Units): Units {
  return divRound(a * b, UNIT);
}

/** a ÷ b (e.g. one price over another), rounding half away from zero. */
export function div(a: Units, b: Units): Units {
  if (b === 0n) throw new Error("division by zero");
  return divRound(a * UNIT, b);
}

/** a × rate ÷ 100, for percentages given as amounts ("0.5" percent). */
export function percentOf(a: Units, percent: Units): Units {
  return divRound(a * percent, 100n * UNIT);
}

function divRound(n: bigint, d: bigint): bigint {
  if (d < 0n) return divRound(-n, -d);
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const half = 2n * (r < 0n ? -r : r) >= d;
  if (!half) return q;
  return n < 0n ? q - 1n : q + 1n;
}

/** Rounds to `decimals` places, half away from zero. */
export function round(a: Units, decimals: number): Units {
  const step = 10n ** BigInt(SCALE - decimals);
  return divRound(a, step) * step;
}

/** Rounds down (toward zero) to `decimals` places: what a fee-paying user receives is never rounded up. */
export function floor(a: Units, decimals: number): Units {
  const step = 10n ** BigInt(SCALE - decimals);
  return (a / step) * step;
}

/** A plain decimal string with exactly `decimals` places (rounded), or trimmed of trailing zeros when omitted. */
export function toDecimal(a: Units, decimals?: number): string {
  const value = decimals === undefined ? a : round(a, decimals);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / UNIT).toString();
  let fraction = (abs % UNIT).toString().padStart(SCALE, "0");
  fraction = decimals === undefined ? fraction.replace(/0+$/, "") : fraction.slice(0, decimals);
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && value !== 0n ? `-${text}` : text;
}

export const ZERO: Units = 0n;

export function max(a: Units, b: Units): Units {
  return a > b ? a : b;
}
