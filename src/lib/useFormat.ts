import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime, formatDay } from "./datetime";
import type { Units } from "./money/units";
import {
  AMOUNT_PLACES,
  type MoneyStyle,
  PRICE_PLACES,
  formatDecimal,
  formatExact,
  formatMoney,
  formatPercent,
} from "./money/format";

/**
 * Formatters bound to the current language, one per convention (docs/decisions/0023-one-format.md): money without
 * floats and always with its coin, prices, percentages in the language's pattern, counts, and one date style.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const integer = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }), [locale]);
  const price = useCallback((text: string) => formatDecimal(text, PRICE_PLACES, locale), [locale]);
  const amount = useCallback((text: string) => formatDecimal(text, AMOUNT_PLACES, locale), [locale]);
  const money = useCallback(
    (value: string | Units, coin: string, style?: MoneyStyle) => formatMoney(value, coin, locale, style),
    [locale],
  );
  const exact = useCallback((text: string) => formatExact(text, locale), [locale]);
  const percent = useCallback((text: string) => formatPercent(text, locale), [locale]);
  const count = useCallback((n: number) => integer.format(n), [integer]);
  const dateTime = useCallback((ms: number) => formatDateTime(ms, locale), [locale]);
  const date = useCallback((ms: number) => formatDate(ms, locale), [locale]);
  const day = useCallback((text: string) => formatDay(text, locale), [locale]);
  return { locale, price, amount, exact, money, percent, count, dateTime, date, day };
}
