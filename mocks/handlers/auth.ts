import { route } from "./route";
import { ErrorCode } from "../../src/api/wire";
import { issueNonce, revokeSession, signInWithSignature } from "../services/auth";
import { ServiceError } from "../services/errors";
import { NONCE_TTL_MS } from "../services/loginNonces";
import { param, readJson } from "./http";

/**
 * The app origin a sign-in message is bound to (its host is the message's domain). Only the app's own origins
 * qualify: taking the caller's `Origin` as it comes would hand a phishing site a correctly bound message.
 * `appOrigins` undefined: the backend runs on the app's own origin (service worker, Node test host), so that origin
 * is the request's. A request without `Origin` (curl, a server) gets the first app origin; the Host header never
 * counts.
 */
function appOrigin(request: Request, appOrigins: readonly string[] | undefined): string {
  const origins = appOrigins?.length ? appOrigins : [new URL(request.url).origin];
  const header = request.headers.get("Origin");
  if (header === null) return origins[0]!;
  if (origins.includes(header)) return header;
  throw new ServiceError(ErrorCode.originRefused, "originRefused");
}

/**
 * `appOrigins`: the origins the app is served from (`API_ORIGINS` over HTTP); see appOrigin. `nonceTtlMs`: how long
 * the sign-in messages it issues stay valid (`LOGIN_NONCE_TTL_SECONDS` over HTTP; five minutes elsewhere).
 */
export function createAuthHandlers(appOrigins?: readonly string[], nonceTtlMs: number = NONCE_TTL_MS) {
  return [
    route.post("/api/public/nonce/{address}", async (ctx) =>
      issueNonce(param(ctx, "address"), appOrigin(ctx.request, appOrigins), nonceTtlMs),
    ),
    route.post("/api/public/auth/{address}", async (ctx) => {
      const origin = appOrigin(ctx.request, appOrigins);
      const body = await readJson(ctx.request);
      return signInWithSignature(param(ctx, "address"), body.signature, body.message, origin);
    }),
    route.post("/api/user/logout", async ({ request }) =>
      revokeSession(request.headers.get("Authorization")),
    ),
  ];
}
