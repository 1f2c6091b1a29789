import { HttpResponse, type HttpResponseResolver } from "msw";
import { CODE_OK, ErrorCode, type Envelope } from "../../src/api/wire";
import type { UserRow } from "../db/accounts";
import { serverText } from "../messages";
import { userForToken } from "../services/auth";
import { ServiceError } from "../services/errors";
import { hasInexactNumber } from "./jsonNumbers";

/** What a handler gets: the request and the path's parameters. */
export interface HandlerContext {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

function envelope<T>(code: number, message: string, data: T) {
  return HttpResponse.json<Envelope<T>>({ code, message, data });
}

/**
 * Wraps a handler body in the wire envelope. Refusals answer HTTP 200 with their code and a message in the
 * caller's language; an unexpected fault answers code 10500, never an HTTP 500 or a thrown exception.
 */
export function handle(body: (ctx: HandlerContext) => Promise<unknown>): HttpResponseResolver {
  return async ({ request, params }) => {
    const lang = request.headers.get("Accept-Language");
    try {
      const data = await body({ request, params });
      return envelope(CODE_OK, "success", data ?? null);
    } catch (error) {
      if (error instanceof ServiceError)
        return envelope(error.code, serverText(lang, error.key, error.vars), null);
      console.error("[mock api]", error);
      return envelope(ErrorCode.internal, serverText(lang, "internal"), null);
    }
  };
}

/**
 * The JSON object body; an empty body is `{}`, anything that is not a JSON object is refused, and so is a body with a
 * number JSON.parse would round (past ±(2^53 − 1), or more digits than a float holds): refused, never rounded.
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ServiceError(ErrorCode.badRequest, "badJson");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ServiceError(ErrorCode.badRequest, "badJson");
  if (hasInexactNumber(text)) throw new ServiceError(ErrorCode.badRequest, "numberUnsafe");
  return value as Record<string, unknown>;
}

export function requireUser(request: Request): Promise<UserRow> {
  return userForToken(request.headers.get("Authorization"));
}

/** Admin routes check is_admin on the server, not only in the menu (docs/product.md#roles). */
export async function requireAdmin(request: Request): Promise<UserRow> {
  const user = await requireUser(request);
  if (user.is_admin !== 1) throw new ServiceError(ErrorCode.forbidden, "forbidden");
  return user;
}

export function param(ctx: HandlerContext, name: string): string {
  const value = ctx.params[name];
  return typeof value === "string" ? value : "";
}

/**
 * docs/product.md#api-calls says these POST bodies "wrap params": `{ "params": { … } }`. A flat body is accepted as
 * well, so a client sending the fields at the top level is not refused for its shape.
 */
export function wrappedParams(body: Record<string, unknown>): Record<string, unknown> {
  const inner = body.params;
  return typeof inner === "object" && inner !== null && !Array.isArray(inner)
    ? (inner as Record<string, unknown>)
    : body;
}

export function query(request: Request, name: string): string | null {
  return new URL(request.url).searchParams.get(name);
}
