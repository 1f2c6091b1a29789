import { useEffect, useRef } from "react";
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  LineSeries,
  TickMarkType,
  createChart,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from "lightweight-charts";
import type { ChartCandle } from "./candles";

export type ChartKind = "candles" | "line";

interface Props {
  candles: readonly ChartCandle[];
  /** Decimal places of the coin's prices. */
  places: number;
  kind: ChartKind;
  locale: string;
  /** The index of the candle under the crosshair, or null when it leaves the chart. */
  onHover: (index: number | null) => void;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Times reach the library already moved to the local clock (toChartCandles), so they are written as UTC here. */
function formatTime(locale: string, seconds: number, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    dateFormats.set(key, f);
  }
  return f.format(seconds * 1000);
}

const TICKS: Record<TickMarkType, Intl.DateTimeFormatOptions> = {
  [TickMarkType.Year]: { year: "numeric" },
  [TickMarkType.Month]: { month: "short" },
  [TickMarkType.DayOfMonth]: { month: "short", day: "numeric" },
  [TickMarkType.Time]: { hour: "numeric", minute: "2-digit" },
  [TickMarkType.TimeWithSeconds]: { hour: "numeric", minute: "2-digit", second: "2-digit" },
};

/**
 * The canvas of the exchange page's price chart, drawn by lightweight-charts. This module is the only one that
 * imports the library, and it is loaded on demand (React.lazy in PriceChart), so the library is a chunk of its own
 * that only the exchange page fetches. Colours come from the theme's CSS variables on the chart's element.
 */
export default function CandleCanvas({ candles, places, kind, locale, onHover }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const hover = useRef(onHover);
  useEffect(() => {
    hover.current = onHover;
  });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const css = getComputedStyle(element);
    const color = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
    const text = color("--muted", "#a3acc2");
    const line = color("--line", "#2a3352");
    const up = color("--chart-up", "#3ddc97");
    const down = color("--chart-down", "#ff6b6b");
    const numbers = new Intl.NumberFormat(locale, {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    });

    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: "transparent" },
        textColor: text,
        fontFamily: css.fontFamily,
        fontSize: Math.round(parseFloat(css.fontSize)) || 11,
        // A link inside the chart's role="img" would be a control no one can reach by role; PriceChart credits the
        // library with a link of its own under the chart instead.
        attributionLogo: false,
      },
      grid: { vertLines: { color: line }, horzLines: { color: line } },
      crosshair: {
        mode: CrosshairMode.Normal,
        vertLine: { color: text, labelBackgroundColor: color("--surface-2", "#1d2540") },
        horzLine: { color: text, labelBackgroundColor: color("--surface-2", "#1d2540") },
      },
      rightPriceScale: { borderColor: line },
      timeScale: {
        borderColor: line,
        timeVisible: true,
        secondsVisible: false,
        tickMarkFormatter: (time: Time, type: TickMarkType) =>
          formatTime(locale, time as number, TICKS[type]),
      },
      localization: {
        locale,
        priceFormatter: (price: number) => numbers.format(price),
        timeFormatter: (time: Time) =>
          formatTime(locale, time as number, { dateStyle: "medium", timeStyle: "short" }),
      },
      // The page scrolls under a finger moving up or down; sideways drags pan the chart. No pinch or wheel zoom.
      handleScroll: { vertTouchDrag: false, mouseWheel: false },
      handleScale: false,
    });
    const priceFormat = { type: "price" as const, precision: places, minMove: Number(`1e-${places}`) };
    const data = candles.map((c) => ({ ...c, time: c.time as UTCTimestamp }));
    if (kind === "line") {
      const series = chart.addSeries(LineSeries, {
        color: color("--accent", "#f0b90b"),
        lineWidth: 2,
        priceFormat,
      });
      series.setData(data.map((c) => ({ time: c.time, value: c.close })));
    } else {
      const series = chart.addSeries(CandlestickSeries, {
        upColor: up,
        downColor: down,
        wickUpColor: up,
        wickDownColor: down,
        borderVisible: false,
        priceFormat,
      });
      series.setData(data);
    }
    // Every candle in view, with room for a few more at either end: an axis label near an edge is not cut off.
    chart.timeScale().setVisibleLogicalRange({ from: -4, to: candles.length + 2 });

    const onMove = (event: MouseEventParams) => {
      const index = event.point && event.logical !== undefined ? Math.round(event.logical) : null;
      hover.current(index !== null && index >= 0 && index < candles.length ? index : null);
    };
    chart.subscribeCrosshairMove(onMove);
    return () => {
      chart.unsubscribeCrosshairMove(onMove);
      chart.remove();
    };
  }, [candles, places, kind, locale]);

  return <div ref={host} className="price-canvas" />;
}
