import { useTranslation } from "react-i18next";

/**
 * In place of "Available: …" when the balance could not be loaded (the reason was a toast): the form stays
 * disabled, as an unknown balance is never taken for 0, and this asks again without leaving the page.
 */
export function RetryBalance({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button small secondary" onClick={onRetry}>
      {t("balance.retry")}
    </button>
  );
}
