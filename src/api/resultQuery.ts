import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { refreshWhilePending } from "./refreshWhilePending";

/**
 * How long the record a result page shows counts as fresh. A money move's POST answers with the record its result
 * page shows, and the move's area puts it in the cache just before the page opens (`seedWithdrawRecord`, …): the
 * page shows it at once and does not ask for it again on arrival (with the default `staleTime` 0 it would). A record
 * still pending is asked for again every few seconds all the same (docs/decisions/0043-lists-that-move.md).
 */
export const RESULT_FRESH_MS = 5_000;

/**
 * The query of a result page's one record: `find` looks it up in its list (null: there is none). With `pending`, a
 * record that will still change by itself is asked for again until it has settled.
 */
export function resultQuery<T, K extends QueryKey>(
  queryKey: K,
  find: () => Promise<T | null>,
  pending?: (record: T) => boolean,
) {
  const refreshEvery = refreshWhilePending(pending ?? (() => false));
  return queryOptions({
    queryKey,
    queryFn: find,
    staleTime: RESULT_FRESH_MS,
    refetchInterval: (query) => refreshEvery(query.state.data ? [query.state.data] : []),
  });
}
