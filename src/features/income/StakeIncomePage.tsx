import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { offlineHint } from "../../components/OfflineNotice";
import { useOnline } from "../../lib/useOnline";
import { receiveReward, stakeIncomeQuery } from "../../api/stake";
import { useMoneyMove } from "../../api/useMoneyMove";
import { Icon } from "../../components/Icon";
import { StatGrid } from "../../components/InfoList";
import { LoadState } from "../../components/LoadState";
import { MoveConfirming } from "../../components/MoveConfirming";
import { Amount } from "../../components/Amount";
import { PageHeader } from "../../components/PageHeader";
import { Spinner } from "../../components/Spinner";
import { unitsOrZero } from "../../lib/money/units";
import { useFormat } from "../../lib/useFormat";
import type { ClaimResult } from "../../api/wire";
import { DailyIncome } from "./DailyIncome";
import { ReceivedDialog } from "./ReceivedDialog";
import "../../components/HeroCard.css";
import "../../components/HoldingsPage.css";
import "./StakeIncomePage.css";

/** The releasing coin (docs/product.md#what-it-does) the income is paid in. */
const RELEASING_COIN = 3;

/**
 * /stakeIncome: yesterday's, today's, to be released, available and total income, and income per day over the last
 * 30 days; "receive" claims what is available.
 */
export default function StakeIncomePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const income = useQuery(stakeIncomeQuery);
  const queryClient = useQueryClient();
  const [received, setReceived] = useState<ClaimResult | null>(null);
  // A late answer is asked for again with the same request id (docs/decisions/0039); a refusal ("no rewards are
  // available to receive yet") is said by the mutation cache, and nothing changed.
  const claim = useMoneyMove({
    change: "claimIncome",
    name: "claimIncome",
    send: (_: null, { requestId }) => receiveReward(requestId),
    // The answer says what arrived; the dialog shows it, titled with the spec's "receive success".
    onDone: (result) => {
      setReceived(result);
      queryClient.setQueryData(stakeIncomeQuery.queryKey, result.income);
    },
  });
  const busy = claim.busy;
  const online = useOnline();

  const receive = () => {
    if (!busy) claim.start(null);
  };

  // Nothing available: the button says so instead of offering a tap the server can only refuse.
  const nothing = income.status === "success" && unitsOrZero(income.data.available) === 0n;

  // Every income tile carries its coin, as every amount in the app does.
  const money = (value: string) =>
    income.status === "success" ? <Amount value={value} coin={income.data.coin_name} /> : null;
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.stakeIncome" />
      {income.status !== "success" ? (
        <LoadState query={income} />
      ) : (
        <>
          <div className="income-hero hero-surface">
            <p className="muted small">{t("income.available")}</p>
            <p className="income-total">
              <span className="figure" data-testid="available-income">
                {f.amount(income.data.available)}
              </span>{" "}
              <span className="unit">{income.data.coin_name}</span>
            </p>
            <button
              type="button"
              className="button block"
              disabled={busy || !online || nothing}
              {...offlineHint(online)}
              onClick={receive}
            >
              {busy ? <Spinner /> : <Icon name="withdraw" />}
              {claim.confirming
                ? t("moneyMove.confirming")
                : nothing
                  ? t("income.nothing")
                  : t("income.receive")}
            </button>
            {claim.confirming && <MoveConfirming />}
          </div>
          <StatGrid
            label={t("income.figures")}
            items={[
              { label: t("income.yesterday"), value: money(income.data.yesterday) },
              { label: t("income.today"), value: money(income.data.today) },
              { label: t("income.toBeReleased"), value: money(income.data.to_be_released) },
              { label: t("income.total"), value: money(income.data.total) },
              { label: t("income.stakedCount"), value: f.count(income.data.staked_count) },
              { label: t("income.dailyReward"), value: money(income.data.daily_reward) },
            ]}
          />
          <DailyIncome now={income.data.now} coin={income.data.coin_name} />
          <p className="muted small">{t("income.releaseNote", { coin: income.data.coin_name })}</p>
        </>
      )}
      {received && <ReceivedDialog result={received} onClose={() => setReceived(null)} />}
      <div className="link-row">
        <Link to="/stakeLogs" className="button secondary">
          {t("routes.stakeLogs")}
        </Link>
        <Link to="/billLogs" search={{ coin_id: RELEASING_COIN }} className="button secondary">
          {t("menu.myBill")}
        </Link>
      </div>
    </section>
  );
}
