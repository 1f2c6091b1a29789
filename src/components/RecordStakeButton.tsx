import { useTranslation } from "react-i18next";
import { recordStake } from "../api/nft";
import { useChange } from "../api/useChange";
import { toast } from "../state/ui";
import "./RecordStakeButton.css";

/**
 * "Record stake" under an NFT the chain shows staked but the backend has not recorded (its record call never
 * arrived). The backend checks the chain again; the stake then earns from its on-chain start, and the lists that
 * show it refresh (src/api/changes.ts "stake").
 */
export function RecordStakeButton({ tokenId }: { tokenId: number }) {
  const { t } = useTranslation();
  const recording = useChange("stake", recordStake);
  const busy = recording.isPending;
  const record = () =>
    recording.mutate([tokenId], {
      onSuccess: () => toast(t("panel.stakeRecorded")),
    });
  return (
    <button
      type="button"
      className="button small block nft-record"
      disabled={busy}
      aria-label={t("panel.recordStakeOf", { id: tokenId })}
      onClick={record}
    >
      {t("panel.recordStake")}
    </button>
  );
}
