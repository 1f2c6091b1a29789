import { useTranslation } from "react-i18next";
import type { MintRecord } from "../../api/wire";
import "../../components/StatusBadge.css";

/** A mint's state as shown: minted, being confirmed on chain, or refunded. */
export function MintState({ status }: { status: MintRecord["status"] }) {
  const { t } = useTranslation();
  if (status === "pending") return <span className="status status-wait">{t("mintPage.pending")}</span>;
  if (status === "refunded") return <span className="status status-bad">{t("mintPage.refunded")}</span>;
  return <span className="status status-done">{t("mintPage.minted")}</span>;
}
