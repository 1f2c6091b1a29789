import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { findById } from "../../api/listPaging";
import { keys } from "../../api/queryKeys";
import { getRechargeLogs, type RechargeRecord } from "../../api/recharge";
import { isUnsettled, refreshWhilePending } from "../../api/refreshWhilePending";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { ResultView } from "../../components/ResultView";
import { useSearchNumber } from "../../lib/useSearchNumber";

/** A deposit still confirming is asked for again, so the page turns "received" by itself (decision 0043). */
const refreshEvery = refreshWhilePending((r: RechargeRecord) => isUnsettled(r.status));

/** /rechargeResult?id=: the deposit just made — its amount and channel, confirming on chain or received. */
export default function RechargeResultPage() {
  const { t } = useTranslation();
  const id = useSearchNumber("id");
  const query = useQuery({
    queryKey: [...keys.rechargeLogs, "one", id],
    queryFn: () => (id === null ? null : findById(getRechargeLogs, id)),
    refetchInterval: (q) => refreshEvery(q.state.data ? [q.state.data] : []),
  });
  return (
    <ResultView
      titleKey="routes.rechargeResult"
      query={query}
      named={id !== null}
      records={{ to: "/rechargeLogs", label: t("routes.rechargeLogs") }}
      show={(r) => ({
        title: r.status === "successful" ? t("result.depositDone") : t("result.depositPending"),
        icon: "deposit",
        amount: <Amount value={r.amount} coin={r.coin_name} signed />,
        status: r.status,
        rows: [
          { label: t("recharge.channel"), value: r.channel },
          { label: t("records.time"), value: <DateTime ms={r.created_at} /> },
          ...(r.status === "successful"
            ? []
            : [{ label: t("result.confirmBy"), value: <DateTime ms={r.confirm_at} /> }]),
        ],
      })}
    />
  );
}
