import { SCALE, toDecimal, UNIT, type Units } from "./units";

/**
 * Amounts as people type them (docs/decisions/0042-amounts-as-people-write-them.md): the language's decimal mark and
 * its grouping of thousands, full-width forms from CJK keyboards, never a guess. What leaves here for the API is a
 * plain dot decimal.
 */

/** How a language writes a number: its decimal mark, its grouping mark, and a mark it never uses otherwise. */
export interface NumberMarks {
  decimal: string;
  /** A space stands for any space (no-break and narrow ones too): Russian groups with U+00A0 or U+202F. */
  group: string;
  /** "." or "," when the language uses it for nothing else (Russian's "."): read as a decimal mark too. */
  spare: string | null;
}

/** A mark as a character of a regular-expression class. */
const escape = (mark: string) => mark.replace(/[\\\]^-]/g, "\\$&");

const marksByLocale = new Map<string, NumberMarks>();

export function numberMarks(locale: string): NumberMarks {
  let marks = marksByLocale.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.5);
    const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
    const group = (parts.find((p) => p.type === "group")?.value ?? ",").normalize("NFKC");
    const spare = [".", ","].find((c) => c !== decimal && c !== group) ?? null;
    marks = { decimal, group: group.trim() ? group : " ", spare };
    marksByLocale.set(locale, marks);
  }
  return marks;
}

export type AmountTextProblem =
  | { kind: "empty" }
  /** Characters no amount holds ("e", "$"), each once, in the order typed. */
  | { kind: "characters"; characters: string }
  /** A mark where the language's decimal mark or grouping cannot be: `mark` is the decimal mark to use. */
  | { kind: "decimalMark"; mark: string }
  /** Marks or a sign without digits. */
  | { kind: "noDigits" }
  | { kind: "decimals"; max: number };

export type AmountReading =
  { units: Units; problem?: undefined } | { units?: undefined; problem: AmountTextProblem };

/**
 * Marks CJK keyboards type for "." and ",", and the minus signs a keyboard or a paste may bring; NFKC already turns
 * full-width digits, marks and spaces into ASCII ones.
 */
const LOOKALIKES: Record<string, string> = { "。": ".", "、": ",", "−": "-", "‐": "-", "–": "-" };

/**
 * Reads an amount typed in `locale`: "25,5" and "1 000,5" in Russian, "1,000.5" in English, "１，０００．５" as its
 * ASCII form. The decimal mark is the language's (and its spare mark); its grouping mark, or a space, only groups
 * thousands in threes before the decimal mark. Anything else is refused with the reason, never guessed.
 */
export function readAmount(text: string, locale: string, maxDecimals: number): AmountReading {
  const typed = [...text.normalize("NFKC")]
    .map((c) => LOOKALIKES[c] ?? c)
    .join("")
    .replace(/\s/g, " ")
    .trim();
  if (!typed) return { problem: { kind: "empty" } };
  const negative = typed.startsWith("-");
  const body = typed.replace(/^[-+]/, "").trimStart();
  const strange = [...new Set(body.replace(/[\d., ]/g, ""))].join("");
  if (strange) return { problem: { kind: "characters", characters: strange } };
  const { decimal, group, spare } = numberMarks(locale);
  const wrongMark = { problem: { kind: "decimalMark", mark: decimal } } as const;
  const points = [...body].flatMap((c, i) => (c === decimal || c === spare ? [i] : []));
  if (points.length > 1) return wrongMark;
  const point = points[0] ?? body.length;
  const whole = body.slice(0, point);
  const fraction = body.slice(point + 1);
  if (!/^\d*$/.test(fraction)) return wrongMark;
  const groups = whole.split(new RegExp(`[${group === " " ? " " : `${escape(group)} `}]`));
  if (groups.length > 1 && !groups.every((g, i) => (i === 0 ? /^[1-9]\d{0,2}$/ : /^\d{3}$/).test(g)))
    return wrongMark;
  const digits = groups.join("");
  if (!/^\d*$/.test(digits)) return wrongMark;
  if (!digits && !fraction) return { problem: { kind: "noDigits" } };
  // Zeros at the end change nothing: "1,50000" is 1.5 wherever 4 decimals are allowed.
  const significant = fraction.replace(/0+$/, "");
  if (significant.length > maxDecimals || significant.length > SCALE)
    return { problem: { kind: "decimals", max: maxDecimals } };
  const units = BigInt(digits || "0") * UNIT + BigInt(significant.padEnd(SCALE, "0") || "0");
  return { units: negative ? -units : units };
}

/**
 * A plain decimal ("735.5") as the language writes it in a field ("735,5" in Russian), without grouping: what Max
 * fills in, ready to be edited and read back by readAmount.
 */
export function writeAmount(plain: string, locale: string): string {
  return plain.replace(".", numberMarks(locale).decimal);
}

/** The plain dot decimal the API takes for what readAmount read. */
export const plainAmount = (units: Units): string => toDecimal(units);
