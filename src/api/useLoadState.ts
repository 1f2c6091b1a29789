import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";

export type LoadState<T> = { status: "loading" } | { status: "failed" } | { status: "done"; data: T };

/**
 * A query as a chart reads it, with its retry: one state object per answer, so what draws it redraws when the data
 * changes, not on every render.
 */
export function useLoadState<T>(query: UseQueryResult<T>): [LoadState<T>, () => void] {
  const { status, data } = query;
  const state = useMemo<LoadState<T>>(
    () =>
      status === "success"
        ? { status: "done", data: data as T }
        : { status: status === "error" ? "failed" : "loading" },
    [status, data],
  );
  return [state, () => void query.refetch()];
}
