import { useTranslation } from "react-i18next";
import { Spinner } from "../../components/Spinner";
import { IncomeChart } from "./IncomeChart";
import { useDailyIncome } from "./useDailyIncome";

/** The income page's 30-day bar chart with its loading and failed states; `now` is the backend's clock. */
export function DailyIncome({ now, coin }: { now: number; coin: string }) {
  const { t } = useTranslation();
  const [state, retry] = useDailyIncome(now);
  if (state.status === "done") return <IncomeChart days={state.data} coin={coin} />;
  return (
    <div className="income-chart income-chart-state">
      {state.status === "loading" ? (
        <p aria-busy="true">
          <Spinner />
          {t("list.loading")}
        </p>
      ) : (
        <>
          <p>{t("income.chart.failed")}</p>
          <button type="button" className="button small secondary" onClick={retry}>
            {t("list.retry")}
          </button>
        </>
      )}
    </div>
  );
}
