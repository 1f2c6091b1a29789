import { useTranslation } from "react-i18next";
import type { Candle } from "../../api/market";
import { formatDecimal } from "../../lib/money/format";
import { useFormat } from "../../lib/useFormat";

/**
 * The small legend above the chart: the time, open, high, low and close of the candle under the crosshair, or of
 * the last (current) candle when there is no crosshair.
 */
export function PriceLegend({ candle, places }: { candle: Candle; places: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const price = (text: string) => formatDecimal(text, places, f.locale);
  const rows = [
    ["open", candle.open],
    ["high", candle.high],
    ["low", candle.low],
    ["close", candle.close],
  ] as const;
  return (
    <div className="price-legend" data-testid="price-legend">
      <time className="price-legend-time" dateTime={new Date(candle.time).toISOString()}>
        {f.dateTime(candle.time)}
      </time>
      <dl>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`exchange.chart.${key}`)}</dt>
            <dd>{price(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
