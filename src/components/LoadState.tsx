import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Spinner } from "./Spinner";

/** What a page shows while its data loads, or when loading failed (the reason was shown as a toast). */
export function LoadState({ query }: { query: Pick<UseQueryResult, "status" | "refetch"> }) {
  const { t } = useTranslation();
  if (query.status !== "error")
    return (
      <p className="ptr-hint center" aria-busy="true">
        <Spinner />
        {t("list.loading")}
      </p>
    );
  return (
    <div className="center">
      <button type="button" className="button small secondary" onClick={() => void query.refetch()}>
        {t("list.retry")}
      </button>
    </div>
  );
}
