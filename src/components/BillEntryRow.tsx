import { useTranslation } from "react-i18next";
import type { BillEntry } from "../api/wire";
import { useFormat } from "../lib/useFormat";
import { Amount } from "./Amount";
import { DateTime } from "./DateTime";
import { coinLabel } from "./coinLabel";
import "./RecordRow.css";
import "./BillEntryRow.css";

/**
 * One fund movement as the bill shows it: its kind and the signed amount, then when and the balance after it. Two
 * fixed columns rather than wrapping lines, so every row breaks the same way whatever the language and figures.
 */
export function BillEntryRow({ entry }: { entry: BillEntry }) {
  const { t } = useTranslation();
  const f = useFormat();
  const coin = coinLabel(t, entry.coin_id, entry.coin_name);
  return (
    <article className="record bill-row">
      <strong className="bill-type">{t(`changeType.${entry.type}`)}</strong>
      <Amount className="bill-amount" value={entry.amount} coin={coin} signed />
      <DateTime className="bill-time" ms={entry.created_at} />
      <span className="bill-after">
        {t("bill.balanceAfter", { amount: f.money(entry.balance_after, coin) })}
      </span>
    </article>
  );
}
