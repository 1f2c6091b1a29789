import type { IncomingMessage } from "node:http";

/**
 * A Host header as RFC 9112 allows it: a DNS name or IPv4 address, or a bracketed IPv6 literal, with an optional
 * port. Anything else (spaces, `@`, `/`, an open bracket) is a malformed request, not a host to build URLs from.
 */
const HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin the handlers see: a constant, so nothing a caller writes into Host ever reaches an answer. */
const OWN_ORIGIN = "http://api.invalid";

/**
 * The request's URL for the handlers, "host" when its Host header is malformed (HTTP 400), or null when its target is
 * no path at all (`*`, or the absolute form only proxies get), which no route matches. The path is taken as it
 * stands: `//api/…` stays a path, never a host.
 */
export function requestUrl(req: IncomingMessage): URL | "host" | null {
  const host = req.headers.host;
  if (host !== undefined && !HOST.test(host)) return "host";
  const target = req.url ?? "/";
  if (!target.startsWith("/")) return null;
  try {
    return new URL(`${OWN_ORIGIN}${target}`);
  } catch {
    return null;
  }
}
