import { useTranslation } from "react-i18next";
import { getNodeRecords } from "../../api/node";
import type { NodeOrder } from "../../api/wire";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { keys } from "../../api/queryKeys";
import { NodeOrderRow } from "./NodeOrderRow";
import "../../components/HoldingsPage.css";

/** /nodeLogs: every node purchase, newest first. */
export default function NodeLogsPage() {
  const { t } = useTranslation();
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.nodeLogs" />
      <PullToRefreshList<NodeOrder>
        label={t("nodePage.recordsLabel")}
        queryKey={keys.nodeRecords}
        fetchPage={getNodeRecords}
        itemKey={(o) => o.id}
        className="record-list"
        renderItem={(o) => <NodeOrderRow order={o} debit />}
      />
    </section>
  );
}
