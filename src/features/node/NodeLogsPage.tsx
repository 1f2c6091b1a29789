import { useTranslation } from "react-i18next";
import { getNodeRecords } from "../../api/node";
import type { NodeOrder } from "../../api/wire";
import { RecordsPage } from "../../components/RecordsPage";
import { keys } from "../../api/queryKeys";
import { NodeOrderRow } from "./NodeOrderRow";
import "../../components/HoldingsPage.css";

/** /nodeLogs: every node purchase, newest first. */
export default function NodeLogsPage() {
  const { t } = useTranslation();
  return (
    <RecordsPage<NodeOrder>
      titleKey="routes.nodeLogs"
      area="holdings"
      label={t("nodePage.recordsLabel")}
      queryKey={keys.nodeRecords}
      fetchPage={getNodeRecords}
      itemKey={(o) => o.id}
      renderItem={(o) => <NodeOrderRow order={o} debit />}
    />
  );
}
