import { http } from "msw";
import { issueNonce, revokeSession, signInWithSignature } from "../services/auth";
import { handle, param, readJson } from "./http";

/**
 * The page's origin: the `Origin` header when the browser sent one (the production app calls the API on another
 * origin), else the request's own. The sign-in message's domain is its host.
 */
function pageOrigin(request: Request): string {
  const header = request.headers.get("Origin");
  if (header) {
    try {
      const url = new URL(header);
      if ((url.protocol === "https:" || url.protocol === "http:") && url.origin === header) return url.origin;
    } catch {
      // "null" (a sandboxed or file page) or garbage: the request's own origin stands
    }
  }
  return new URL(request.url).origin;
}

export const authHandlers = [
  http.post(
    "*/api/public/nonce/:address",
    handle(async (ctx) => issueNonce(param(ctx, "address"), pageOrigin(ctx.request))),
  ),
  http.post(
    "*/api/public/auth/:address",
    handle(async (ctx) => {
      const body = await readJson(ctx.request);
      return signInWithSignature(
        param(ctx, "address"),
        body.signature,
        body.message,
        pageOrigin(ctx.request),
      );
    }),
  ),
  http.post(
    "*/api/user/logout",
    handle(async ({ request }) => revokeSession(request.headers.get("Authorization"))),
  ),
];
