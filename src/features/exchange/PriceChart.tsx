import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { KlineInterval } from "../../api/market";
import { Spinner } from "../../components/Spinner";
import { Tabs } from "../../components/Tabs";
import { formatDecimal } from "../../lib/money/format";
import {
  DAY_CHANGE_QUERY,
  DEFAULT_INTERVAL,
  INTERVALS,
  dayChange,
  direction,
  pricePlaces,
  toChartCandles,
} from "./candles";
import type { ChartKind } from "./CandleCanvas";
import { dayChangeText } from "./dayChangeText";
import { PriceLegend } from "./PriceLegend";
import { useCandles, type CandlesState } from "./useCandles";
import "./PriceChart.css";

/** The chart library is fetched with this module, on the exchange page only (docs/decisions/0031-charts.md). */
const CandleCanvas = lazy(() => import("./CandleCanvas"));

/** Loading, failed and empty: the same box the chart takes, so the page does not jump. */
function ChartState({
  state,
  onRetry,
}: {
  state: Exclude<CandlesState["status"], "done"> | "empty";
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="price-canvas price-chart-state">
      {state === "loading" ? (
        <p aria-busy="true">
          <Spinner />
          {t("list.loading")}
        </p>
      ) : state === "failed" ? (
        <>
          <p>{t("exchange.chart.failed")}</p>
          <button type="button" className="button small secondary" onClick={onRetry}>
            {t("list.retry")}
          </button>
        </>
      ) : (
        <p>{t("exchange.chart.empty")}</p>
      )}
    </div>
  );
}

/**
 * A coin's USD price as candles (or a line) over the interval the user picks, with a crosshair legend and the 24 h
 * change; named for assistive technology by its last price and that change.
 */
export function PriceChart({ coinId, coinName }: { coinId: number; coinName: string }) {
  const { t, i18n } = useTranslation();
  const [interval, choose] = useState<KlineInterval>(DEFAULT_INTERVAL);
  const [kind, setKind] = useState<ChartKind>("candles");
  const spec = INTERVALS.find((i) => i.key === interval) ?? INTERVALS[1]!;
  const [state, retryCandles] = useCandles(coinId, interval, spec.limit);
  const [hourly, retryHourly] = useCandles(coinId, DAY_CHANGE_QUERY.interval, DAY_CHANGE_QUERY.limit);
  const retry = () => {
    retryCandles();
    if (hourly.status === "failed") retryHourly();
  };
  const candles = state.status === "done" ? state.data : [];
  const chartData = useMemo(() => (state.status === "done" ? toChartCandles(state.data) : []), [state]);
  // The crosshair's candle, for the candles it was on; the last candle otherwise.
  const [hover, setHover] = useState<{ candles: unknown; index: number } | null>(null);

  const places = pricePlaces(hourly.status === "done" ? hourly.data : candles);
  const last = candles[candles.length - 1] ?? (hourly.status === "done" ? hourly.data.at(-1) : undefined);
  const shown =
    (hover?.candles === candles ? candles[hover.index] : undefined) ?? candles[candles.length - 1];
  const change = hourly.status === "done" ? dayChange(hourly.data) : null;
  const changeText = change ? dayChangeText(change, places, i18n.language) : null;
  const lastText = last ? formatDecimal(last.close, places, i18n.language) : "--";
  const changeSummary = changeText ? `${changeText.amount} (${changeText.percent ?? "--"})` : "--";
  const name = t("exchange.chart.label", {
    coin: coinName,
    span: t(`exchange.chart.span.${interval}`),
    price: lastText,
    change: changeSummary,
  });

  return (
    <figure className="price-chart">
      <figcaption className="price-chart-head">
        <span>{t("exchange.chart.title", { coin: coinName })}</span>
        <span className={`price-last ${change ? direction(change.change) : ""}`}>${lastText}</span>
      </figcaption>
      <p className="price-change">
        <span>{t("exchange.chart.dayChange")}</span>{" "}
        <span data-testid="day-change" className={change ? direction(change.change) : undefined}>
          {changeSummary}
        </span>
      </p>
      <Tabs
        label={t("exchange.chart.intervals")}
        tabs={INTERVALS.map((i) => ({ key: i.key, label: t(`exchange.chart.interval.${i.key}`) }))}
        value={interval}
        onChange={choose}
        variant="pill"
      >
        <div className="price-legend-row">
          {shown ? <PriceLegend candle={shown} places={places} /> : <div className="price-legend" />}
          <button
            type="button"
            className="button small secondary price-kind"
            aria-pressed={kind === "line"}
            onClick={() => setKind((k) => (k === "line" ? "candles" : "line"))}
          >
            {t("exchange.chart.line")}
          </button>
        </div>
        {state.status !== "done" || candles.length === 0 ? (
          <ChartState state={state.status === "done" ? "empty" : state.status} onRetry={retry} />
        ) : (
          <div role="img" aria-label={name} className="price-canvas-frame">
            <Suspense fallback={<ChartState state="loading" onRetry={retry} />}>
              <CandleCanvas
                candles={chartData}
                places={places}
                kind={kind}
                locale={i18n.language}
                onHover={(index) => setHover(index === null ? null : { candles, index })}
              />
            </Suspense>
          </div>
        )}
      </Tabs>
      <a
        className="price-credit"
        href="https://www.tradingview.com/"
        target="_blank"
        rel="noopener noreferrer"
      >
        {t("exchange.chart.credit")}
      </a>
    </figure>
  );
}
