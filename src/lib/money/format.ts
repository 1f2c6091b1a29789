import { roundTo } from "./arithmetic";
import { toDecimal, toFixedPlaces, unitsOrZero, ZERO, type Units } from "./units";

/**
 * Showing money: decimal strings rounded half away from zero at their places (docs/decisions/0010-money.md,
 * "Display"), then grouped for the locale. No amount is ever held in a float.
 */

/** Prices (what one coin is worth in another) to 3 decimals, amounts of a coin to 4 (docs/product.md#constants). */
export const PRICE_PLACES = 3;
export const AMOUNT_PLACES = 4;

/** A decimal string at exactly `places` digits, rounded half away from zero: roundDecimal("1.23456", 4) = "1.2346". */
export function roundDecimal(text: string, places: number): string {
  return toFixedPlaces(roundTo(unitsOrZero(text), places, "halfAwayFromZero"), places);
}

const groupers = new Map<string, { group: Intl.NumberFormat; point: string }>();

function grouperFor(locale: string) {
  let entry = groupers.get(locale);
  if (!entry) {
    const group = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
    const point =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".";
    entry = { group, point };
    groupers.set(locale, entry);
  }
  return entry;
}

/**
 * A decimal string rounded to `places` and shown with the locale's grouping and decimal mark.
 * Intl only groups the whole part, as a bigint.
 */
export function formatDecimal(text: string, places: number, locale: string): string {
  return formatRounded(roundDecimal(text, places), locale);
}

/** Units rounded to `places` and shown as formatDecimal does. */
export function formatUnits(value: Units, places: number, locale: string): string {
  return formatRounded(toFixedPlaces(roundTo(value, places, "halfAwayFromZero"), places), locale);
}

/** A true minus sign (U+2212), as typeset figures have: the hyphen is shorter and wraps. */
export const MINUS = "\u2212";

function formatRounded(rounded: string, locale: string): string {
  const negative = rounded.startsWith("-");
  const [whole = "0", fraction] = (negative ? rounded.slice(1) : rounded).split(".");
  const { group, point } = grouperFor(locale);
  return `${negative ? MINUS : ""}${group.format(BigInt(whole))}${fraction !== undefined ? point + fraction : ""}`;
}

/**
 * A decimal string with all its significant digits, grouped and marked as the language writes numbers: a minimum or
 * a limit as the rules give it ("1,000,000,000", "10", "0,5").
 */
export function formatExact(text: string, locale: string): string {
  return formatRounded(toDecimal(unitsOrZero(text)), locale);
}

const percentPatterns = new Map<string, Intl.NumberFormatPart[]>();

/**
 * A percentage given as a decimal string ("0.3" meaning 0.3 %) in the language's own pattern: "0.3%" in English,
 * "0,3 %" in Russian, "%0,3" in Turkish. The digits come from the string (no float), trailing zeros dropped.
 */
export function formatPercent(text: string, locale: string): string {
  let parts = percentPatterns.get(locale);
  if (!parts) {
    parts = new Intl.NumberFormat(locale, { style: "percent" }).formatToParts(0.5);
    percentPatterns.set(locale, parts);
  }
  const number = formatExact(text, locale);
  let placed = false;
  return parts
    .map((p) => {
      if (p.type === "percentSign" || p.type === "literal" || p.type === "minusSign") return p.value;
      if (placed) return "";
      placed = true;
      return number;
    })
    .join("");
}

export interface MoneyStyle {
  /** Decimal places: AMOUNT_PLACES unless told. */
  places?: number;
  /** A movement: "+" before a positive amount, as the bill and the records show money coming in. */
  signed?: boolean;
}

/**
 * An amount with its coin, the one way the app writes money: "1,234.5000 USDT", "−12.0000 HOLD", "+3.5000 USDT"
 * (signed). The coin follows after a no-break space, so the two never wrap apart.
 */
export function formatMoney(
  value: string | Units,
  coin: string,
  locale: string,
  style: MoneyStyle = {},
): string {
  const places = style.places ?? AMOUNT_PLACES;
  const units = typeof value === "string" ? unitsOrZero(value) : value;
  const digits = formatUnits(units, places, locale);
  const plus = style.signed && roundTo(units, places, "halfAwayFromZero") > ZERO ? "+" : "";
  return coin ? `${plus}${digits}\u00a0${coin}` : `${plus}${digits}`;
}
