import { useTranslation } from "react-i18next";
import { Spinner } from "./Spinner";

/** What a page shows while its data loads, or when loading failed (the reason was shown as a toast). */
export function LoadState({ status, onRetry }: { status: "loading" | "failed"; onRetry: () => void }) {
  const { t } = useTranslation();
  if (status === "loading")
    return (
      <p className="ptr-hint center" aria-busy="true">
        <Spinner />
        {t("list.loading")}
      </p>
    );
  return (
    <div className="center">
      <button type="button" className="button small secondary" onClick={onRetry}>
        {t("list.retry")}
      </button>
    </div>
  );
}
