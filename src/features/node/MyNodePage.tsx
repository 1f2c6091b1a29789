import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { getNodeRecords } from "../../api/node";
import type { NodeOrder } from "../../api/wire";
import { Icon } from "../../components/Icon";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { keys } from "../../api/queryKeys";
import { session } from "../../state/session";
import { NodeOrderRow } from "./NodeOrderRow";
import "../../components/HoldingsPage.css";
import "./node.css";

/** /myNode: the user's node level and the nodes they hold ("no node" when none). */
export default function MyNodePage() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const type = user?.node_type ?? 0;
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.myNode" />
      <div className="level-card">
        <span className="tier-icon">
          <Icon name="crown" size="0.56rem" />
        </span>
        <div>
          <p className="muted small">{t("nodePage.currentLevel")}</p>
          <p className="level-name">{type > 0 ? t(`node.type${type}`) : t("nodePage.none")}</p>
        </div>
        <Link to="/node" className="button small">
          {t("nodePage.buyMore")}
        </Link>
      </div>
      <h2 className="section-title">{t("nodePage.myNodes")}</h2>
      <PullToRefreshList<NodeOrder>
        label={t("nodePage.myNodes")}
        queryKey={keys.nodeRecords}
        fetchPage={getNodeRecords}
        itemKey={(o) => o.id}
        className="record-list"
        emptyText={t("list.noNode")}
        renderItem={(o) => <NodeOrderRow order={o} />}
      />
    </section>
  );
}
