import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { rechargeRecordQuery } from "../../api/recharge";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { ResultView } from "../../components/ResultView";
import { useSearchNumber } from "../../lib/useSearchNumber";

/** /rechargeResult?id=: the deposit just made — its amount and channel, confirming on chain or received. */
export default function RechargeResultPage() {
  const { t } = useTranslation();
  const id = useSearchNumber("id");
  const query = useQuery(rechargeRecordQuery(id));
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
