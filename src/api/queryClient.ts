import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { subscribe } from "valtio";
import { IS_MOCKED } from "../config";
import { session } from "../state/session";
import { changes, type Change } from "./changes";
import { ApiError } from "./client";
import { keys } from "./queryKeys";
import { sayFailure } from "./sayFailure";

/** How often a GET is asked again after the network failed it, before the page shows its retry button. */
const NETWORK_RETRIES = 2;

/**
 * A GET may be asked again only when the network lost it or no answer came in time: the server's refusal (a business
 * code) or an HTTP error would only be repeated, and the user has been told already (`sayFailure`).
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === "network" || error.kind === "timeout") &&
    failureCount < NETWORK_RETRIES
  );
}

/**
 * Balances are asked again at once, even when no screen shows them: the wallet panel, opened after a money move,
 * must not show the old balance first. Other data is refetched if on screen and otherwise when next shown.
 */
const REFETCH_WHEN_HIDDEN = JSON.stringify(keys.coins);

function invalidate(client: QueryClient, change: Change): void {
  for (const queryKey of changes[change]) {
    const refetchType = JSON.stringify(queryKey) === REFETCH_WHEN_HIDDEN ? "all" : "active";
    void client.invalidateQueries({ queryKey, refetchType });
  }
}

/**
 * Failures are said here, once each, for every query and mutation (docs/decisions/0050-data-layer-edges.md): pages
 * do not catch them to stay silent, nor say them again. A query or mutation whose page says a refusal in place says so
 * in its `meta` (`refusalShownByPage`).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => sayFailure(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => sayFailure(error, mutation.meta),
      onSettled: (_data, _error, _variables, _context, mutation) => {
        const change = mutation.options.mutationKey?.[0] as Change | undefined;
        if (change && change in changes) invalidate(client, change);
      },
    }),
    defaultOptions: {
      queries: {
        retry: retryQuery,
        // In demo and chain mode the backend is the service worker, which answers offline too; in production a
        // query made offline waits for the network instead of failing.
        networkMode: IS_MOCKED ? "always" : "online",
      },
      // A money move is never sent again by itself: the user decides, with the same request id (idempotent).
      mutations: { retry: false, networkMode: "always" },
    },
  });
  // A GET the network lost is said when it is lost, as before, while it is asked again (`retryQuery`): onError above
  // comes only once the last try has failed, seconds later. The same text is one toast, raised again (src/state/ui.ts).
  client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "failed")
      sayFailure(event.action.error, event.query.meta);
  });
  return client;
}

/** The app's one cache. */
export const queryClient = createQueryClient();

/** Marks stale what `change` touched, for changes made outside a mutation hook (a guard, the demo's reset). */
export function changed(change: Change): void {
  invalidate(queryClient, change);
}

// Another user (or none) must never see the previous user's data, not even for a moment.
let userId = session.user?.id ?? 0;
subscribe(session, () => {
  const next = session.user?.id ?? 0;
  if (next === userId) return;
  if (userId > 0) queryClient.removeQueries({ queryKey: keys.me });
  userId = next;
});
