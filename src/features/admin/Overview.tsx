import { useTranslation } from "react-i18next";
import type { AdminOverview } from "../../api/wire";
import { Icon } from "../../components/Icon";
import { useFormat } from "../../lib/useFormat";
import "./Overview.css";

/** What a tile of the overview opens on the admin page. */
export type OverviewTarget = "users" | "pending" | "successful" | "stakes";

interface Tile {
  key: string;
  label: string;
  value: string;
  /** How many there are, when the value is a sum of money. */
  sub?: string;
  open?: OverviewTarget;
}

/**
 * The platform's figures; a tile with a list behind it is a button that opens that list on the page (users: the
 * lookup; withdrawals: the review on their tab; stakes: the stake list).
 */
export function Overview({
  info,
  onOpen,
}: {
  info: AdminOverview | null;
  onOpen: (t: OverviewTarget) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (v: string) => f.money(v, info?.coin_name ?? "");
  const counted = (key: string, count: number) => t(key, { count, n: f.count(count) });
  const tiles: Tile[] = info
    ? [
        { key: "users", label: t("admin.users"), value: f.count(info.users), open: "users" },
        {
          key: "deposits",
          label: t("admin.deposits"),
          value: money(info.deposits.total),
          sub: counted("admin.depositCount", info.deposits.count),
        },
        {
          key: "sent",
          label: t("admin.withdrawalsSent"),
          value: money(info.withdrawals.total),
          sub: counted("admin.withdrawalCount", info.withdrawals.count),
          open: "successful",
        },
        {
          key: "pending",
          label: t("admin.pendingReview"),
          value: f.count(info.withdrawals.pending),
          open: "pending",
        },
        { key: "stakes", label: t("admin.activeStakes"), value: f.count(info.active_stakes), open: "stakes" },
        {
          key: "nodes",
          label: t("admin.nodeSales"),
          value: money(info.node_sales.total),
          sub: counted("admin.nodeSaleCount", info.node_sales.count),
        },
        {
          key: "mints",
          label: t("admin.mints"),
          value: money(info.mints.total),
          sub: counted("admin.mintCount", info.mints.count),
        },
      ]
    : [];

  const body = (tile: Tile) => (
    <>
      <span className="admin-tile-label">{tile.label}</span>
      <span className="admin-tile-value">{tile.value}</span>
      {tile.sub && <span className="admin-tile-sub">{tile.sub}</span>}
    </>
  );

  return (
    <section id="admin-overview" aria-labelledby="overview-title">
      <h2 id="overview-title" className="section-title">
        {t("admin.overview")}
      </h2>
      <ul className="list-reset admin-tiles" aria-labelledby="overview-title">
        {tiles.map((tile) => (
          <li key={tile.key}>
            {tile.open ? (
              <button type="button" className="admin-tile admin-tile-open" onClick={() => onOpen(tile.open!)}>
                {body(tile)}
                <Icon name="chevron" className="admin-tile-go" />
              </button>
            ) : (
              <div className="admin-tile">{body(tile)}</div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
