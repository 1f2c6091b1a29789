import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { refreshWhilePending } from "./refreshWhilePending";

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
    refetchInterval: (query) => refreshEvery(query.state.data ? [query.state.data] : []),
  });
}
