import type { IncomingMessage } from "node:http";

/**
 * A Host header as RFC 9112 allows it: a DNS name or IPv4 address, or a bracketed IPv6 literal, with an optional
 * port. Anything else (spaces, `@`, `/`, an open bracket) is a malformed request, not a host to build URLs from.
 */
const HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin the handlers see: a constant, so nothing a caller writes into Host ever reaches an answer. */
const OWN_ORIGIN = "http://api.invalid";

/**
 * How many Host headers the request carried. Node keeps only the first in `req.headers`, so a second one (which
 * RFC 9112 §3.2 answers with 400) shows only in `rawHeaders`.
 */
function hostCount(req: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === "host") count++;
  return count;
}

/**
 * The request's URL for the handlers, "host" when its Host header is malformed or sent twice (HTTP 400), or null
 * when its target is no path at all (`*`, or the absolute form only proxies get), which no route matches. The path
 * is taken as it stands: `//api/…` stays a path, never a host, and a path the URL parser would rewrite is an
 * unknown path, not an alias of another: dot segments (`/x/../api/…`, `/./`, a trailing `/..`, also written
 * `%2e`), a `\` (read as `/`). A `#` anywhere is no path either: a request target has no fragment.
 */
export function requestUrl(req: IncomingMessage): URL | "host" | null {
  const host = req.headers.host;
  if ((host !== undefined && !HOST.test(host)) || hostCount(req) > 1) return "host";
  const target = req.url ?? "/";
  if (!target.startsWith("/") || target.includes("#")) return null;
  try {
    const url = new URL(`${OWN_ORIGIN}${target}`);
    const path = target.split("?", 1)[0];
    return url.pathname === path ? url : null;
  } catch {
    return null;
  }
}
