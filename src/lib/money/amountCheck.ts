import { readAmount, type AmountTextProblem } from "./amountText";
import { roundTo } from "./arithmetic";
import { units, ZERO, type Units } from "./units";

/** The most one request may carry of any coin (docs/business-rules.md#amounts; the backend answers 10408). */
export const MAX_AMOUNT = "1000000000";

export interface AmountRules {
  /** Decimals the coin allows (the backend refuses more with 10401). */
  decimals: number;
  /** A signed change (the admin's adjustment): below zero debits, only zero is refused. */
  signed?: boolean;
  /** Whether an amount is under the field's minimum (of the coin, or of its value in USD). */
  belowMinimum?: (amount: Units) => boolean;
  /** What the amount may not pass; null while it loads, no bound when absent. */
  balance?: Units | null;
}

export type AmountProblem =
  | AmountTextProblem
  | { kind: "notPositive" }
  | { kind: "zero" }
  | { kind: "tooLarge"; max: string }
  | { kind: "belowMinimum" }
  /** `balance`: the most that can be typed, the balance cut to the field's decimals (what Max fills). */
  | { kind: "overBalance"; balance: Units };

export type AmountCheck =
  { units: Units; problem?: undefined } | { units?: undefined; problem: AmountProblem };

/**
 * An amount field's checks in the order of docs/product.md#validation-messages, the backend's order too: what was
 * typed (empty, characters, marks, decimals: 10401), above zero (10401), at most MAX_AMOUNT (10408), the minimum
 * (10403), the balance (10201).
 */
export function checkAmount(text: string, locale: string, rules: AmountRules): AmountCheck {
  const read = readAmount(text, locale, rules.decimals);
  if (read.problem) return read;
  const amount = read.units;
  if (rules.signed ? amount === ZERO : amount <= ZERO)
    return { problem: { kind: rules.signed ? "zero" : "notPositive" } };
  if ((amount < ZERO ? -amount : amount) > units(MAX_AMOUNT))
    return { problem: { kind: "tooLarge", max: MAX_AMOUNT } };
  if (rules.belowMinimum?.(amount)) return { problem: { kind: "belowMinimum" } };
  // The limit said is what can be typed: a balance of 1234.56789 at 4 decimals is said as 1,234.5678, never rounded up
  // to 1,234.5679, which would itself be refused.
  if (rules.balance != null && amount > rules.balance)
    return {
      problem: { kind: "overBalance", balance: roundTo(rules.balance, rules.decimals, "towardZero") },
    };
  return { units: amount };
}
