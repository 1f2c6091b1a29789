import type { RecordStatus } from "./wire";

/**
 * How often a list is asked again while it shows an entry still pending: a deposit confirms in about a minute and a
 * withdrawal is sent within minutes, so a few seconds is soon enough to look live and cheap enough to leave running.
 */
export const PENDING_REFRESH_MS = 5_000;

/**
 * The refresh rule of every record list (docs/decisions/0043-lists-that-move.md): every PENDING_REFRESH_MS while any
 * entry shown is pending, never when none is. Hand it to `PullToRefreshList`'s `refreshEvery`, or a single record's
 * query as `refetchInterval: (q) => rule(q.state.data ? [q.state.data] : [])`. TanStack Query pauses the interval
 * while the page is hidden and asks again when it is shown (its `refetchOnWindowFocus`), so the
 * list is right the moment the user looks again.
 */
export function refreshWhilePending<T>(
  isPending: (entry: T) => boolean,
): (entries: readonly T[]) => number | false {
  return (entries) => (entries.some(isPending) ? PENDING_REFRESH_MS : false);
}

/** A record status that will still change by itself (docs/product.md#record-statuses). */
export function isUnsettled(status: RecordStatus): boolean {
  return status === "pending" || status === "processing" || status === "releasing";
}
