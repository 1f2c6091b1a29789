import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { withdrawRecordQuery } from "../../api/withdraw";
import { Address } from "../../components/Address";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { ResultView } from "../../components/ResultView";
import { useFormat } from "../../lib/useFormat";
import { useSearchNumber } from "../../lib/useSearchNumber";

/** /withdrawResult?id=: the withdrawal just asked for — what leaves, the fee, what arrives, where, its status. */
export default function WithdrawResultPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useSearchNumber("id");
  const query = useQuery(withdrawRecordQuery(id));
  return (
    <ResultView
      titleKey="routes.withdrawResult"
      query={query}
      named={id !== null}
      records={{ to: "/withdrawLogs", label: t("routes.withdrawLogs") }}
      show={(r) => ({
        title: t("result.withdrawTitle"),
        icon: "withdraw",
        amount: <Amount value={`-${r.amount}`} coin={r.coin_name} signed />,
        status: r.status,
        rows: [
          {
            label: t("withdraw.toAddress"),
            value: <Address value={r.address} copyLabel={t("withdraw.toAddress")} explorer="address" />,
          },
          { label: t("withdraw.channel"), value: r.channel },
          { label: t("withdraw.feeShort"), value: f.money(r.fee, r.coin_name) },
          { label: t("withdraw.actual"), value: f.money(r.actual, r.coin_name), strong: true },
          { label: t("records.time"), value: <DateTime ms={r.created_at} /> },
        ],
      })}
    />
  );
}
