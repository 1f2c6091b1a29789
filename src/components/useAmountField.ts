import { useState } from "react";
import { useTranslation } from "react-i18next";
import { checkAmount, type AmountRules } from "../lib/money/amountCheck";
import { numberMarks, writeAmount } from "../lib/money/amountText";
import { roundTo } from "../lib/money/arithmetic";
import { toDecimal, type Units } from "../lib/money/units";
import { useFormat } from "../lib/useFormat";
import { amountMessage, type AmountTexts } from "./amountMessage";

export type AmountFieldState = ReturnType<typeof useAmountField>;

/**
 * One amount field's state, as every money form keeps it (docs/decisions/0042): the text as typed, what it reads as,
 * and its refusal while typing. An empty field is not wrong until the form asks for the amount.
 */
export function useAmountField(rules: AmountRules, texts: AmountTexts) {
  const { t } = useTranslation();
  const f = useFormat();
  const [text, setText] = useState("");
  const [asked, setAsked] = useState(false);
  const check = checkAmount(text, f.locale, rules);
  const typed = text.trim() !== "";
  const problem =
    check.problem && (typed || asked)
      ? amountMessage(check.problem, t, f, texts, numberMarks(f.locale).decimal)
      : null;
  return {
    text,
    /** What was read, when it passes every check; null otherwise. */
    units: check.units ?? null,
    /** The plain dot decimal the API takes ("25.5" for "25,5"). */
    plain: check.units === undefined ? null : toDecimal(check.units),
    problem,
    /** Something typed that does not pass: the form's button waits. */
    refused: typed && check.problem !== undefined,
    change(value: string) {
      setText(value);
      setAsked(false);
    },
    /** The most the rules allow (the balance, cut to the coin's decimals), written as the language writes it. */
    fillMax(balance: Units) {
      setText(writeAmount(toDecimal(roundTo(balance, rules.decimals, "towardZero")), f.locale));
      setAsked(false);
    },
    /** The form wants the amount now: an empty field says so. True when the amount passes. */
    ask(): boolean {
      setAsked(true);
      return check.units !== undefined;
    },
    clear() {
      setText("");
      setAsked(false);
    },
  };
}
