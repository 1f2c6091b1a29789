import { useTranslation } from "react-i18next";
import type { BillEntry } from "../api/wire";
import { useFormat } from "../lib/useFormat";
import { Amount } from "./Amount";
import { DateTime } from "./DateTime";
import { RecordRow } from "./RecordRow";
import { coinLabel } from "./coinLabel";

/** One fund movement as the bill shows it: its kind, the signed amount, when, and the balance after it. */
export function BillEntryRow({ entry }: { entry: BillEntry }) {
  const { t } = useTranslation();
  const f = useFormat();
  const coin = coinLabel(t, entry.coin_id, entry.coin_name);
  return (
    <RecordRow
      title={t(`changeType.${entry.type}`)}
      side={<Amount value={entry.amount} coin={coin} signed />}
      foot={
        <>
          <DateTime ms={entry.created_at} />
          <span>{t("bill.balanceAfter", { amount: f.money(entry.balance_after, coin) })}</span>
        </>
      }
    />
  );
}
