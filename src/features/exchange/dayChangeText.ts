import { formatPercent, formatUnits } from "../../lib/money/format";
import { toDecimal, ZERO } from "../../lib/money/units";
import type { DayChange } from "./candles";

/**
 * The 24 h change as the page writes it, from decimals (no float): the price difference at the coin's places and the
 * percentage in the language's pattern, each with "+" for a rise and a true minus for a fall: "+0.005000", "+4%".
 */
export function dayChangeText(
  change: DayChange,
  places: number,
  locale: string,
): { amount: string; percent: string | null } {
  const plus = change.change > ZERO ? "+" : "";
  return {
    amount: `${plus}${formatUnits(change.change, places, locale)}`,
    percent: change.percent === null ? null : `${plus}${formatPercent(toDecimal(change.percent), locale)}`,
  };
}
