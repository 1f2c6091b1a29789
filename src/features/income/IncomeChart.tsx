import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/useFormat";
import { barShare, dayStart, summarize, type DayIncome } from "./dailyIncome";
import "./IncomeChart.css";

const W = 300;
const H = 100;
/** The days the axis names: the first, every seventh after it, and the last. */
const TICKS = new Set([0, 7, 14, 21, 29]);

const shortDays = new Map<string, Intl.DateTimeFormat>();

/** A UTC day in the language's short form ("Mar 1", "3月1日", "1 мар."). */
function shortDay(day: string, locale: string): string {
  let f = shortDays.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
    shortDays.set(locale, f);
  }
  return f.format(dayStart(day));
}

/**
 * Income per day as bars, one per UTC day (an empty day is a zero bar), with a date axis in the user's language and
 * a summary, the total and the best day, that is also the chart's accessible name.
 */
export function IncomeChart({ days, coin }: { days: readonly DayIncome[]; coin: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { total, best } = summarize(days);
  const tallest = best?.amount ?? 0n;
  const step = W / Math.max(1, days.length);
  const first = days[0]?.day ?? "";
  const last = days[days.length - 1]?.day ?? "";
  const bestText = best
    ? t("income.chart.bestValue", { day: f.day(best.day), amount: f.money(best.amount, coin) })
    : t("income.chart.none");
  const label = best
    ? t("income.chart.label", {
        first: f.day(first),
        last: f.day(last),
        total: f.money(total, coin),
        best: bestText,
      })
    : t("income.chart.labelNone", { first: f.day(first), last: f.day(last) });

  return (
    <figure className="income-chart">
      <figcaption>{t("income.chart.title")}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="none">
        <line x1="0" x2={W} y1={H - 0.5} y2={H - 0.5} className="income-axis" />
        {days.map((d, i) => {
          const height = Math.max(1, (barShare(d.amount, tallest) * (H - 4)) / 1000);
          return (
            <rect
              key={d.day}
              className={d.amount > 0n ? "income-bar" : "income-bar zero"}
              data-day={d.day}
              data-amount={d.amount.toString()}
              x={i * step + step * 0.15}
              width={step * 0.7}
              y={H - height}
              height={height}
            />
          );
        })}
      </svg>
      <div className="income-ticks" aria-hidden="true">
        {days.map((d, i) =>
          TICKS.has(i) ? (
            <span
              key={d.day}
              // The first and last label end at the card's edges, the others are centred under their bar.
              style={
                i === 0
                  ? { left: 0 }
                  : i === days.length - 1
                    ? { right: 0 }
                    : { left: `${((i + 0.5) / days.length) * 100}%` }
              }
            >
              {shortDay(d.day, f.locale)}
            </span>
          ) : null,
        )}
      </div>
      <dl className="income-chart-summary">
        <div>
          <dt>{t("income.chart.total")}</dt>
          <dd data-testid="income-30d-total">{f.money(total, coin)}</dd>
        </div>
        <div>
          <dt>{t("income.chart.best")}</dt>
          <dd data-testid="income-best-day">
            {best ? (
              <>
                {f.money(best.amount, coin)} <span className="income-best-date">{f.day(best.day)}</span>
              </>
            ) : (
              bestText
            )}
          </dd>
        </div>
      </dl>
    </figure>
  );
}
