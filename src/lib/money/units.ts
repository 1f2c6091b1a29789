/**
 * Money as scaled bigints, never JavaScript floats (docs/decisions/0010-money.md): amounts cross the wire as plain
 * decimal strings ("12.5"); inside they are integers of 10^-18 units, so sums and comparisons are exact.
 */
export const SCALE = 18;
export const UNIT = 10n ** BigInt(SCALE);

export type Units = bigint;

export const ZERO: Units = 0n;

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Parses what a user or a client typed or sent: a plain decimal string ("0.5", "-3", "12.3400"). No exponent, no
 * grouping, no "+", at most `maxDecimals` digits after the point. Null for anything else.
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

/**
 * Units of a decimal an answer shows, for display only: digits beyond 18 decimals are cut and anything unreadable
 * counts as 0, so one odd figure never breaks a page.
 */
export function unitsOrZero(text: string): Units {
  const cut = text.trim().replace(/^(-?\d*\.\d{18})\d+$/, "$1");
  return parseDecimal(cut.startsWith(".") ? `0${cut}` : cut) ?? ZERO;
}

/** A plain decimal string: all significant digits, trailing zeros dropped ("12.5"). Round first for fixed places. */
export function toDecimal(a: Units): string {
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const whole = (abs / UNIT).toString();
  const fraction = (abs % UNIT).toString().padStart(SCALE, "0").replace(/0+$/, "");
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && a !== 0n ? `-${text}` : text;
}

/** Exactly `places` decimals of `a`, which must already be rounded to them ("1.5000"). */
export function toFixedPlaces(a: Units, places: number): string {
  const text = toDecimal(a);
  if (places === 0) return text;
  const [whole, fraction = ""] = text.split(".");
  return `${whole}.${fraction.padEnd(places, "0").slice(0, places)}`;
}

export function max(a: Units, b: Units): Units {
  return a > b ? a : b;
}
