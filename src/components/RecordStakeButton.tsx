import { useState } from "react";
import { useTranslation } from "react-i18next";
import { recordStake } from "../api/nft";
import { toast } from "../state/ui";
import "./RecordStakeButton.css";

/**
 * "Record stake" under an NFT the chain shows staked but the backend has not recorded (its record call never
 * arrived). The backend checks the chain again; the stake then earns from its on-chain start.
 */
export function RecordStakeButton({ tokenId, onRecorded }: { tokenId: number; onRecorded: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const record = async () => {
    setBusy(true);
    try {
      await recordStake([tokenId]);
      toast(t("panel.stakeRecorded"));
      onRecorded();
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };
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
