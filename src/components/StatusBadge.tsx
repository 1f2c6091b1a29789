import { useTranslation } from "react-i18next";
import type { RecordStatus } from "../api/wire";
import "./StatusBadge.css";

const TONE: Record<RecordStatus, string> = {
  pending: "wait",
  processing: "wait",
  releasing: "wait",
  failed: "bad",
  successful: "good",
  completed: "good",
};

/** A record status (docs/product.md#record-statuses), translated (status.*), coloured by outcome. */
export function StatusBadge({ status }: { status: RecordStatus }) {
  const { t } = useTranslation();
  return <span className={`status status-${TONE[status] ?? "wait"}`}>{t(`status.${status}`)}</span>;
}
