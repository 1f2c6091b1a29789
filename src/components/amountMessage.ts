import type { TFunction } from "i18next";
import type { AmountProblem } from "../lib/money/amountCheck";
import type { useFormat } from "../lib/useFormat";

/** What a field says in its own words: its empty and minimum refusals, and the coin a balance is in. */
export interface AmountTexts {
  coin: string;
  /** "Please enter the withdrawal amount" (the spec's) where a field has its own. */
  empty?: string;
  /** With the minimum formatted in the language; the page knows whether it is of the coin or in USD. */
  belowMinimum?: string;
}

/** An amount's refusal as the user reads it: what is wrong and the limit (docs/decisions/0042). */
export function amountMessage(
  problem: AmountProblem,
  t: TFunction,
  f: ReturnType<typeof useFormat>,
  texts: AmountTexts,
  mark: string,
): string {
  switch (problem.kind) {
    case "empty":
      return texts.empty ?? t("amountField.enter");
    case "characters":
      return t("amountField.characters", { characters: problem.characters, mark });
    case "decimalMark":
      return t("amountField.decimalMark", { mark: problem.mark });
    case "noDigits":
      return t("amountField.incorrect");
    case "decimals":
      return t("amountField.decimals", { count: problem.max, n: f.count(problem.max) });
    case "notPositive":
      return t("amountField.notPositive");
    case "zero":
      return t("amountField.zero");
    case "tooLarge":
      return t("amountField.tooLarge", { max: f.exact(problem.max) });
    case "belowMinimum":
      return texts.belowMinimum ?? t("amountField.incorrect");
    case "overBalance":
      return t("amountField.overBalance", { balance: f.money(problem.balance, texts.coin) });
  }
}
