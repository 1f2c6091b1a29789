import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getAdminConfig, getAdminInfo } from "../../api/admin";
import { publicCoinsQuery } from "../../api/market";
import { keys } from "../../api/queryKeys";
import type { AdminOverview } from "../../api/wire";
import { PageHeader } from "../../components/PageHeader";
import { coinLabel } from "../../components/coinLabel";
import { useFormat } from "../../lib/useFormat";
import { DemoClock } from "../../components/demo/DemoClock";
import { AdjustBalance } from "./AdjustBalance";
import { WithdrawReview } from "./WithdrawReview";
import "../../components/ConfirmDialog.css";
import "./AdminPage.css";

/** GET /api/admin/config as mocks/services/admin.ts builds it. */
interface AdminConfig {
  coins?: { id: number; name: string; price: string }[];
  exchange?: { feePercent: string; minValueUsd: string; decimals: number };
  recharge?: { minAmount: string; confirmMs: number; channels: string[] };
  withdraw?: { minAmount: string; feePercent: string; minFee: string; processMs: number; channels: string[] };
}

function Overview({ info }: { info: AdminOverview | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (v: string) => f.money(v, info?.coin_name ?? "");
  const tiles = info
    ? [
        { label: t("admin.users"), value: String(info.users) },
        { label: t("admin.deposits", { n: info.deposits.count }), value: money(info.deposits.total) },
        {
          label: t("admin.withdrawals", { n: info.withdrawals.count }),
          value: money(info.withdrawals.total),
        },
        { label: t("admin.pendingReview"), value: String(info.withdrawals.pending) },
        { label: t("admin.activeStakes"), value: String(info.active_stakes) },
        { label: t("admin.nodeSales", { n: info.node_sales.count }), value: money(info.node_sales.total) },
        { label: t("admin.mints", { n: info.mints.count }), value: money(info.mints.total) },
      ]
    : [];
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="section-title">
        {t("admin.overview")}
      </h2>
      <dl className="stat-grid">
        {tiles.map((tile) => (
          <div key={tile.label} className="stat">
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ConfigView({ config }: { config: AdminConfig | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!config) return null;
  const minutes = (ms: number) => t("admin.minutes", { n: Math.round(ms / 60_000) });
  const rows: [string, string][] = [];
  for (const c of config.coins ?? [])
    rows.push([t("admin.coinPrice", { coin: coinLabel(t, c.id, c.name) }), `$${f.price(c.price)}`]);
  if (config.exchange) {
    rows.push([t("admin.exchangeFee"), f.percent(config.exchange.feePercent)]);
    rows.push([t("admin.exchangeMin"), `$${config.exchange.minValueUsd}`]);
  }
  if (config.recharge) {
    rows.push([
      t("admin.rechargeMin"),
      `${f.money(config.recharge.minAmount, "USDT")} · ${config.recharge.channels.join(", ")}`,
    ]);
    rows.push([t("admin.rechargeConfirm"), minutes(config.recharge.confirmMs)]);
  }
  if (config.withdraw) {
    rows.push([t("admin.withdrawMin"), f.money(config.withdraw.minAmount, "USDT")]);
    rows.push([
      t("admin.withdrawFee"),
      t("admin.withdrawFeeValue", {
        percent: f.percent(config.withdraw.feePercent),
        min: f.amount(config.withdraw.minFee),
      }),
    ]);
    rows.push([t("admin.withdrawProcess"), minutes(config.withdraw.processMs)]);
  }
  return (
    <section className="card" aria-labelledby="config-title">
      <h2 id="config-title" className="card-title">
        {t("admin.config")}
      </h2>
      <p className="muted small">{t("admin.configText")}</p>
      <dl className="quote">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /admin (docs/product.md#roles: admins only, checked by the route guard and the server): overview, review, adjust,
 * config.
 */
export default function AdminPage() {
  const info = useQuery({ queryKey: keys.adminInfo, queryFn: getAdminInfo }).data ?? null;
  const config = (useQuery({ queryKey: [...keys.admin, "config"], queryFn: getAdminConfig }).data ??
    null) as AdminConfig | null;
  const coins = useQuery(publicCoinsQuery).data ?? [];

  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.admin" />
      <Overview info={info} />
      <DemoClock />
      <WithdrawReview />
      <AdjustBalance coins={coins} />
      <ConfigView config={config} />
    </section>
  );
}
