import type { RouterHistory } from "@tanstack/react-router";

/** The router's history, whose location is still the entry being left while this listener runs. */
let router: RouterHistory | null = null;

function indexOf(state: unknown): number | undefined {
  const index = (state as { __TSR_index?: unknown } | null | undefined)?.__TSR_index;
  return typeof index === "number" ? index : undefined;
}

function onPop() {
  const state = window.history.state as Record<string, unknown> | null;
  if (indexOf(state) !== undefined || !router) return;
  const from = indexOf(router.location.state) ?? 0;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...state, __TSR_index: from + 1, key, __TSR_key: key }, "");
}

/**
 * An address changed outside the app (typed into the address bar, a plain link) makes a history entry the router
 * did not number. Back from it then reads as a jump of unknown size, which no blocker sees, so an open sheet stayed
 * open over the previous page. Such an entry is numbered as the one after the entry it was made from, before the
 * router reads it: call this before the router's history is created, so this listener runs first.
 */
export function numberExternalEntries(): void {
  window.addEventListener("popstate", onPop);
}

/** The history whose entries are numbered (the router's). */
export function followRouterEntries(history: RouterHistory): void {
  router = history;
}
