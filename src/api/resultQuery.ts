import { queryOptions, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { findById } from "./listPaging";
import { queryClient } from "./queryClient";
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

/**
 * A result page's record, found by its id in its list (`fetchPage`): `query(id)` for the page, and `seed(record)` for
 * the move whose POST answered with it, which puts it under the page's key just before the page opens.
 */
export function listedRecord<T extends { id: number }, K extends QueryKey>(
  key: (id: number | null) => K,
  fetchPage: Parameters<typeof findById<T>>[0],
  pending?: (record: T) => boolean,
) {
  const query = (id: number | null) =>
    resultQuery(key(id), () => (id === null ? Promise.resolve(null) : findById(fetchPage, id)), pending);
  const seed = (record: T, client: QueryClient = queryClient) =>
    void client.setQueryData<T | null>(key(record.id), record);
  return { query, seed };
}

/** A detail page's query: the page says "not found" itself, with the way back (src/components/LoadState.tsx), no toast. */
export const detailQuery = <T, K extends QueryKey>(queryKey: K, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn, meta: { refusalShownByPage: true } });
