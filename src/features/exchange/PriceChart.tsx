import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { getKline, type Candle } from "../../api/market";
import { unitsOrZero } from "../../lib/money/units";
import { formatDecimal } from "../../lib/money/format";
import "./PriceChart.css";

const W = 320;
const H = 120;
const PAD = 6;

/** Chart coordinates of the closes; prices stay bigint units, only the pixel position becomes a number. */
function points(candles: readonly Candle[]): [number, number][] {
  const closes = candles.map((c) => unitsOrZero(c.close));
  let lo = closes[0] ?? 0n;
  let hi = lo;
  for (const v of closes) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const span = hi - lo;
  const steps = Math.max(1, closes.length - 1);
  return closes.map((v, i) => {
    const share = span === 0n ? 500 : Number(((v - lo) * 1000n) / span);
    return [PAD + ((W - 2 * PAD) * i) / steps, H - PAD - ((H - 2 * PAD) * share) / 1000];
  });
}

/** A coin's hourly USD price over two days as an inline SVG area chart, named with the coin and its last price. */
export function PriceChart({ coinId, coinName }: { coinId: number; coinName: string }) {
  const { t, i18n } = useTranslation();
  const gradient = useId();
  const [loaded, setLoaded] = useState<{ coinId: number; candles: Candle[] } | null>(null);
  const candles = loaded?.coinId === coinId ? loaded.candles : null;

  useEffect(() => {
    const controller = new AbortController();
    getKline({ coin_id: coinId, interval: "1h", limit: 48 }, controller.signal)
      .then((list) => setLoaded({ coinId, candles: list }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ coinId, candles: [] });
      });
    return () => controller.abort();
  }, [coinId]);

  const last = candles && candles.length > 0 ? candles[candles.length - 1]!.close : null;
  const first = candles && candles.length > 0 ? candles[0]!.open : null;
  const lastText = last ? formatDecimal(last, 3, i18n.language) : "--";
  const up = last && first ? unitsOrZero(last) >= unitsOrZero(first) : true;
  const pts = candles && candles.length > 1 ? points(candles) : [];
  const line = pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  const area = pts.length ? `${PAD},${H - PAD} ${line} ${W - PAD},${H - PAD}` : "";
  const name = t("exchange.chartLabel", { coin: coinName, price: lastText });

  return (
    <figure className="price-chart">
      <figcaption className="price-chart-head">
        <span>{t("exchange.chartTitle", { coin: coinName })}</span>
        <span className={up ? "price-last up" : "price-last down"}>${lastText}</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={name} preserveAspectRatio="none">
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="currentColor" stopOpacity="0.35" />
            <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        {pts.length > 0 && (
          <g className={up ? "chart-up" : "chart-down"}>
            <polygon points={area} fill={`url(#${gradient})`} />
            <polyline
              points={line}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
            />
          </g>
        )}
      </svg>
    </figure>
  );
}
