import { PAGES } from "./routeTable";

/** The search parameter on /home that remembers the page a visitor was sent away from for want of a sign-in. */
export const RETURN_PARAM = "redirect";

const PAGE_PATHS: ReadonlySet<string> = new Set(PAGES.map((page) => `/${page.path}`));

/**
 * The page to come back to after signing in, as an in-app address ("/withdraw", "/stakeDetail?id=4"), or null.
 * Only the app's own routes qualify: a link cannot send a fresh login anywhere else.
 */
export function returnTarget(search: Record<string, unknown>): string | null {
  const raw = search[RETURN_PARAM];
  if (typeof raw !== "string") return null;
  const match = /^(\/[A-Za-z0-9]+)(\?[^#\s]*)?$/.exec(raw);
  if (!match || !PAGE_PATHS.has(match[1]!) || match[1] === "/home") return null;
  return raw;
}

/**
 * Where a visitor turned away from `pathname` goes: home, remembering the page, with the invite code they came with
 * (docs/product.md#before-each-navigation: a navigation without one forgets a saved code).
 */
export function visitorLanding(pathname: string, search: Record<string, unknown>): Record<string, string> {
  const rest = new URLSearchParams();
  for (const [key, value] of Object.entries(search))
    if (key !== "invite_code" && key !== RETURN_PARAM && value !== undefined && value !== null)
      rest.set(key, typeof value === "string" ? value : JSON.stringify(value));
  const query = rest.toString();
  const landing: Record<string, string> = { [RETURN_PARAM]: query ? `${pathname}?${query}` : pathname };
  const invite = search.invite_code;
  if (invite !== undefined && invite !== null && String(invite) !== "") landing.invite_code = String(invite);
  return landing;
}
