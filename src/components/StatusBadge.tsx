import { useTranslation } from "react-i18next";
import type { RecordStatus } from "../api/wire";
import "./StatusBadge.css";

/**
 * Every state a record, mint, stake or income row can be in. Each has one colour wherever it shows, list or
 * detail or result page: amber while waiting, green when done well, red when it failed, grey when it is over.
 */
export type ChipStatus =
  | RecordStatus
  | "minted"
  | "refunded"
  | "staked"
  | "unstaked"
  | "notRecorded"
  | "toRelease"
  | "available"
  | "claimed";

type Tone = "wait" | "good" | "bad" | "over";

const CHIPS: Record<ChipStatus, [Tone, string]> = {
  pending: ["wait", "status.pending"],
  processing: ["wait", "status.processing"],
  releasing: ["wait", "status.releasing"],
  failed: ["bad", "status.failed"],
  successful: ["good", "status.successful"],
  completed: ["good", "status.completed"],
  minted: ["good", "mintPage.minted"],
  refunded: ["bad", "mintPage.refunded"],
  staked: ["good", "panel.staked"],
  unstaked: ["over", "stakePage.unstaked"],
  notRecorded: ["wait", "panel.notRecorded"],
  toRelease: ["wait", "income.status.releasing"],
  available: ["good", "income.status.available"],
  claimed: ["over", "income.status.claimed"],
};

/** A state as one chip: its translated name, in its one colour (docs/product.md#record-statuses). */
export function StatusBadge({ status }: { status: ChipStatus }) {
  const { t } = useTranslation();
  const [tone, key] = CHIPS[status] ?? CHIPS.pending;
  return <span className={`status status-${tone}`}>{t(key)}</span>;
}
