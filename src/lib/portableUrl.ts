/**
 * The app routes by the address's fragment (`#/withdraw?invite_code=…`), and some wallets drop a fragment when a
 * deep link opens a page in their browser (MetaMask's newer link handler rebuilds the address from path and query).
 * Links that leave the app carry the route in the query instead, and the app moves it back at start.
 */
export const ROUTE_PARAM = "route";

/** `https://h/p/#/withdraw?invite_code=X` → `https://h/p/?route=%2Fwithdraw%3Finvite_code%3DX`. */
export function portableUrl(href: string): string {
  const url = new URL(href);
  const route = url.hash.replace(/^#/, "");
  url.hash = "";
  if (route && route !== "/") url.searchParams.set(ROUTE_PARAM, route);
  return url.toString();
}

/**
 * The address the app should show for `href`: a `route` query parameter becomes the fragment again (unless the
 * address already has a route of its own) and leaves the query. Null when there is nothing to move.
 */
export function restoredUrl(href: string): string | null {
  const url = new URL(href);
  const route = url.searchParams.get(ROUTE_PARAM);
  if (route === null) return null;
  url.searchParams.delete(ROUTE_PARAM);
  // Only an in-app route: a path from the app's root, never another origin's address.
  const hasRoute = url.hash.length > 2;
  if (!hasRoute && /^\/(?!\/)/.test(route)) url.hash = route;
  return url.toString();
}

/**
 * The address the app starts at: `restoredUrl`'s, with the app's root named as home (where the root's route sends
 * everyone, docs/product.md#screens-and-routes) so the router's first load is home itself, not a redirect and a
 * second load while the first screen waits. Null when the address is already right.
 */
export function startUrl(href: string): string | null {
  const restored = restoredUrl(href);
  const url = new URL(restored ?? href);
  const root = /^#?\/?(\?.*)?$/.exec(url.hash);
  if (root) url.hash = `/home${root[1] ?? ""}`;
  return root || restored ? url.toString() : null;
}
