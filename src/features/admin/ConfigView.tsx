import { useTranslation } from "react-i18next";
import { coinLabel } from "../../components/coinLabel";
import { useFormat } from "../../lib/useFormat";

/** GET /api/admin/config as mocks/services/admin.ts builds it. */
export interface AdminConfig {
  coins?: { id: number; name: string; price: string }[];
  exchange?: { feePercent: string; minValueUsd: string; decimals: number };
  recharge?: { minAmount: string; confirmMs: number; channels: string[] };
  withdraw?: { minAmount: string; feePercent: string; minFee: string; processMs: number; channels: string[] };
}

/** The business settings, read-only: what the backend is configured with. */
export function ConfigView({ config }: { config: AdminConfig | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!config) return null;
  const minutes = (ms: number) => {
    const count = Math.round(ms / 60_000);
    return t("admin.minuteCount", { count, n: f.count(count) });
  };
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
