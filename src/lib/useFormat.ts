import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime, formatDay } from "./datetime";
import { formatDecimal } from "./decimal";

/** SPEC.md §9: prices to 3 decimals, amounts to 4. */
export const PRICE_PLACES = 3;
export const AMOUNT_PLACES = 4;

/** Formatters bound to the current language: money without floats, counts and dates with Intl. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const integer = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }), [locale]);
  const price = useCallback((text: string) => formatDecimal(text, PRICE_PLACES, locale), [locale]);
  const amount = useCallback((text: string) => formatDecimal(text, AMOUNT_PLACES, locale), [locale]);
  const count = useCallback((n: number) => integer.format(n), [integer]);
  const dateTime = useCallback((ms: number) => formatDateTime(ms, locale), [locale]);
  const date = useCallback((ms: number) => formatDate(ms, locale), [locale]);
  const day = useCallback((text: string) => formatDay(text, locale), [locale]);
  return { locale, price, amount, count, dateTime, date, day };
}
