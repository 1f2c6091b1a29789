import { useTranslation } from "react-i18next";
import { Spinner } from "./Spinner";
import "./MoveConfirming.css";

/**
 * Said where a money move was started while its answer is late (src/api/useMoneyMove.ts): it is being confirmed, is
 * asked for again, and counts once. A live status, so a screen reader hears it when it appears.
 */
export function MoveConfirming() {
  const { t } = useTranslation();
  return (
    <p className="move-confirming" role="status">
      <Spinner />
      <span>
        <strong>{t("moneyMove.confirming")}</strong> {t("moneyMove.confirmingText")}
      </span>
    </p>
  );
}
