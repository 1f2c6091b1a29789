import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { changeTypesQuery, getBill } from "../../api/bill";
import { publicCoinsQuery } from "../../api/market";
import { keys } from "../../api/queryKeys";
import { CHANGE_TYPES } from "../../api/wire";
import { BillEntryRow } from "../../components/BillEntryRow";
import { FormField } from "../../components/FormField";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { coinLabel } from "../../components/coinLabel";
import { BillExportButton } from "./BillExportButton";
import { billQuery, hasBillFilters, readBillFilters, type BillFilters } from "./billFilters";
import "./BillPage.css";

/**
 * "My bill" (docs/product.md#screens-and-routes): every fund movement, filtered by coin, direction and change type;
 * cursor paged. Every filter lives in the address, so Back and a shared link bring the same list back
 * (docs/decisions/0045-bill-export-and-records.md).
 */
export default function BillPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = readBillFilters(useSearch({ strict: false }) as Record<string, unknown>);
  const ids = { coin: useId(), access: useId(), type: useId() };
  const coins = useQuery(publicCoinsQuery).data ?? [];
  const types = useQuery(changeTypesQuery).data ?? CHANGE_TYPES;

  // A filter replaces the address rather than adding a step: Back leaves the bill, as it does for the coin.
  const setFilters = (next: BillFilters) => void navigate({ to: "/billLogs", search: next, replace: true });
  const change = (patch: Partial<Record<keyof BillFilters, unknown>>) =>
    setFilters(readBillFilters({ ...filters, ...patch }));
  const filtered = hasBillFilters(filters);

  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.billLogs" />
      <div className="card filters" role="group" aria-label={t("bill.filters")}>
        <FormField id={ids.coin} label={t("bill.coin")}>
          <select
            id={ids.coin}
            className="input"
            value={filters.coin_id ?? 0}
            onChange={(e) => change({ coin_id: Number(e.target.value) })}
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
            value={filters.access ?? ""}
            onChange={(e) => change({ access: e.target.value })}
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
            value={filters.type ?? ""}
            onChange={(e) => change({ type: e.target.value })}
          >
            <option value="">{t("bill.allTypes")}</option>
            {types.map((ty) => (
              <option key={ty} value={ty}>
                {t(`changeType.${ty}`)}
              </option>
            ))}
          </select>
        </FormField>
        <div className="filters-actions wide">
          <BillExportButton filters={filters} />
        </div>
      </div>
      <PullToRefreshList
        label={t("bill.listLabel")}
        queryKey={keys.billList(filters)}
        fetchPage={(page) => getBill({ ...billQuery(filters), ...page })}
        itemKey={(e) => e.id}
        renderItem={(e) => <BillEntryRow entry={e} />}
        className="record-list"
        emptyText={filtered ? t("bill.noMatch") : undefined}
        emptyAction={
          filtered && (
            <button type="button" className="button small" onClick={() => setFilters({})}>
              {t("bill.clearFilters")}
            </button>
          )
        }
      />
    </section>
  );
}
