import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { getBill, getChangeTypes } from "../../api/bill";
import { publicCoinsQuery } from "../../api/market";
import { keys } from "../../api/queryKeys";
import { CHANGE_TYPES, type ChangeType } from "../../api/wire";
import { BillEntryRow } from "../../components/BillEntryRow";
import { FormField } from "../../components/FormField";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { coinLabel } from "../../components/coinLabel";
import "./BillPage.css";

type Access = "" | "in" | "out";

/**
 * "My bill" (docs/product.md#screens-and-routes): every fund movement, filtered by coin, access type and change type;
 * cursor paged.
 */
export default function BillPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { coin_id?: unknown };
  const ids = { coin: useId(), access: useId(), type: useId() };
  const coinId = Number(search.coin_id) > 0 ? Number(search.coin_id) : 0;
  const coins = useQuery(publicCoinsQuery).data ?? [];
  const types =
    useQuery({
      queryKey: keys.changeTypes,
      queryFn: getChangeTypes,
      select: (list) => list.map((x) => x.type),
    }).data ?? CHANGE_TYPES;
  const [access, setAccess] = useState<Access>("");
  const [type, setType] = useState<ChangeType | "">("");

  const filters = { coin_id: coinId || undefined, access: access || undefined, type: type || undefined };

  const setCoin = (id: number) =>
    void navigate({ to: "/billLogs", search: id ? { coin_id: id } : {}, replace: true });

  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.billLogs" />
      <div className="card filters" role="group" aria-label={t("bill.filters")}>
        <FormField id={ids.coin} label={t("bill.coin")}>
          <select
            id={ids.coin}
            className="input"
            value={coinId}
            onChange={(e) => setCoin(Number(e.target.value))}
          >
            <option value={0}>{t("bill.allCoins")}</option>
            {coins.map((c) => (
              <option key={c.coin_id} value={c.coin_id}>
                {coinLabel(t, c.coin_id, c.coin_name)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={ids.access} label={t("bill.access")}>
          <select
            id={ids.access}
            className="input"
            value={access}
            onChange={(e) => setAccess(e.target.value as Access)}
          >
            <option value="">{t("bill.allAccess")}</option>
            <option value="in">{t("bill.in")}</option>
            <option value="out">{t("bill.out")}</option>
          </select>
        </FormField>
        <FormField id={ids.type} label={t("bill.type")} wide>
          <select
            id={ids.type}
            className="input"
            value={type}
            onChange={(e) => setType(e.target.value as ChangeType | "")}
          >
            <option value="">{t("bill.allTypes")}</option>
            {types.map((ty) => (
              <option key={ty} value={ty}>
                {t(`changeType.${ty}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <PullToRefreshList
        label={t("bill.listLabel")}
        queryKey={[...keys.bill, filters]}
        fetchPage={(page) => getBill({ ...filters, ...page })}
        itemKey={(e) => e.id}
        renderItem={(e) => <BillEntryRow entry={e} />}
        className="record-list"
      />
    </section>
  );
}
