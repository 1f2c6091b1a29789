import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/client";
import { ErrorCode } from "../api/wire";
import { RecordNotFound, type BackToList } from "./RecordNotFound";
import { Spinner } from "./Spinner";

/**
 * What a page shows while its data loads, or when loading failed. A record the server says does not exist is "not
 * found" with the way to its list (`missing`); another refusal says why and offers no retry, which would be refused
 * again; only a failure of the network or the server offers "Try again" (its reason was shown as a toast).
 */
export function LoadState({
  query,
  missing,
}: {
  query: Pick<UseQueryResult, "status" | "refetch" | "error">;
  missing?: BackToList;
}) {
  const { t } = useTranslation();
  if (query.status !== "error")
    return (
      <p className="ptr-hint center" aria-busy="true">
        <Spinner />
        {t("list.loading")}
      </p>
    );
  const refused = query.error instanceof ApiError && query.error.kind === "business" ? query.error : null;
  if (refused && missing && refused.code === ErrorCode.recordNotFound)
    return <RecordNotFound back={missing} />;
  if (refused)
    return (
      <p className="center muted" role="alert">
        {refused.message || t("error.system")}
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
