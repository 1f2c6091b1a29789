import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { ClaimResult } from "../../api/wire";
import { Amount } from "../../components/Amount";
import { coinLabel } from "../../components/coinLabel";
import { Dialog } from "../../components/Dialog";

/**
 * What a receive brought, from the POST's own answer (not a refetch, which could already include another change),
 * where it went and what the user can do with it (docs/decisions/0044-ways-in.md).
 */
export function ReceivedDialog({ result, onClose }: { result: ClaimResult; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balance = coinLabel(t, result.coin_id, result.coin_name);
  return (
    <Dialog title={t("toast.receiveSuccess")} onDismiss={onClose}>
      <p className="received-amount">
        <Amount value={result.amount} coin={result.coin_name} />
      </p>
      <p>{t("income.receivedWhere", { balance })}</p>
      <p className="muted small">{t("income.receivedUse", { balance })}</p>
      <div className="dialog-actions">
        <button type="button" className="button secondary" onClick={() => void navigate({ to: "/exchange" })}>
          {t("routes.exchange")}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t("income.done")}
        </button>
      </div>
    </Dialog>
  );
}
