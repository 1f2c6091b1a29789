import i18next from "i18next";
import { API_BASE_URL, API_TIMEOUT_MS } from "../config";
import { reportError } from "../lib/errorReport/report";
import { storage } from "../lib/storage";
import { backendReady } from "../pwa/backend";
import { logout } from "../state/session";
import { fillPath, type Body, type Data, type PathOf, type PathParams, type Query } from "./contract";
import { CODE_OK, ErrorCode, type Envelope } from "./wire";

/**
 * Why a call failed: the server said no ("business"), HTTP failed, the network did ("network"), or no answer came
 * ("timeout": none within the time limit; for a call with a request id also a connection lost after the request left,
 * or a gateway's 502/503/504 — the server may have acted on it, and asking again with the same id gets its answer).
 */
export type ApiFailure = "business" | "http" | "network" | "timeout";

/** What a failure means beyond its kind. */
export interface FailureTraits {
  /** The answer ended the session: the client has logged out, and the failure is said wherever it happened. */
  endsSession?: boolean;
  /** Nothing to tell the user: the caller gave up, a money move is asked again, or the call was best-effort. */
  quiet?: boolean;
}

/**
 * A failed call. The client says nothing to the user: the query and mutation caches do (src/api/sayFailure.ts), and
 * a call made outside TanStack Query says its failure where it catches it. `message` is what would be said.
 */
export class ApiError extends Error {
  readonly endsSession: boolean;
  readonly quiet: boolean;

  constructor(
    message: string,
    readonly kind: ApiFailure,
    readonly code: number,
    traits: FailureTraits = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.endsSession = traits.endsSession ?? false;
    this.quiet = traits.quiet ?? false;
  }
}

type Params = Record<string, string | number | undefined>;

export interface RequestOptions {
  params?: Params;
  body?: unknown;
  signal?: AbortSignal;
  /** A best-effort call (the logout on disconnect): its failure is quiet and never logs out. */
  quiet?: boolean;
  /** Lets the request finish while the page unloads. */
  keepalive?: boolean;
  timeoutMs?: number;
  /**
   * A money move with a request id the server answers once (docs/decisions/0039-money-moves-past-the-timeout.md):
   * when no answer comes it rejects with kind "timeout", quiet — it is not a system error, the caller asks again
   * with the same id (src/api/useMoneyMove.ts).
   */
  idempotent?: boolean;
}

function buildUrl(path: string, params?: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const qs = query.toString();
  return `${API_BASE_URL}${path}${qs ? `?${qs}` : ""}`;
}

/** Gateway answers that say the server's answer did not come through, not what it was. */
const NO_ANSWER_STATUS = new Set([502, 503, 504]);

/** A move with a request id got no answer: nothing is said, the page asks again (kind "timeout"). */
function unanswered(status: number): ApiError {
  return new ApiError(i18next.t("moneyMove.confirming"), "timeout", status, { quiet: true });
}

function systemError(kind: ApiFailure, status: number, traits?: FailureTraits): ApiError {
  return new ApiError(i18next.t("error.system"), kind, status, traits);
}

/** docs/product.md#errors: code 10039, or a server message naming the token, ends the session. */
function meansLoggedOut(env: Pick<Envelope<unknown>, "code" | "message">): boolean {
  const message = env.message ?? "";
  return env.code === ErrorCode.tokenInvalid || message.includes("token") || message.includes("Token");
}

/**
 * The only caller of fetch for the API. Resolves with `data` of a code-200 envelope, and rejects with an `ApiError`
 * saying what went wrong (docs/product.md#errors) without showing it. It logs out on an answer that ends the session,
 * here and nowhere else: every call passes through here, through TanStack Query or not (loading the user, sign-in),
 * so the session ends the moment the answer comes, once, whoever asked.
 */
export async function request<T>(
  method: "GET" | "POST",
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": storage.get("APP_LANG") || "en",
  };
  const token = storage.get("token");
  if (token) headers.Authorization = token;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }

  try {
    // Demo and chain mode: the service worker's backend answers, once it controls the page and is seeded.
    await backendReady();
  } catch {
    throw systemError("network", 0, { quiet: options.quiet });
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onCallerAbort);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body,
      signal: controller.signal,
      keepalive: options.keepalive,
    });
  } catch {
    if (options.signal?.aborted) throw new ApiError("aborted", "network", 0, { quiet: true });
    // The request may have reached the server: a move with a request id is asked again, not failed.
    if (options.idempotent) throw unanswered(0);
    throw systemError(timedOut ? "timeout" : "network", 0, { quiet: options.quiet });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCallerAbort);
  }

  if (options.quiet && !response.ok) throw systemError("http", response.status, { quiet: true });
  if (response.status === 401) {
    logout();
    throw systemError("http", 401, { endsSession: true });
  }
  if (options.idempotent && NO_ANSWER_STATUS.has(response.status)) throw unanswered(response.status);
  if (!response.ok) throw systemError("http", response.status);

  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    reportError(new Error(`${method} ${path}: ${response.status} answer is not JSON`), "api");
    throw systemError("http", response.status, { quiet: options.quiet });
  }
  if (typeof envelope !== "object" || envelope === null || typeof envelope.code !== "number") {
    reportError(new Error(`${method} ${path}: ${response.status} answer is not an envelope`), "api");
    throw systemError("http", response.status, { quiet: options.quiet });
  }
  if (envelope.code !== CODE_OK) {
    const message = String(envelope.message ?? "");
    if (options.quiet) throw new ApiError(message, "business", envelope.code, { quiet: true });
    const endsSession = meansLoggedOut(envelope);
    if (endsSession) logout();
    throw new ApiError(message, "business", envelope.code, { endsSession });
  }
  return envelope.data;
}

/**
 * The documented calls, typed by docs/openapi.yaml (src/api/contract.ts): a path the document does not have, a body
 * or query of another shape, or a use of the answer as something it is not fails the type check. A templated path
 * (`/api/node/buy/{type}`) takes its values in `pathParams`.
 */
export const api = {
  get: <P extends PathOf<"get">>(
    path: P,
    query?: Query<P, "get">,
    options: { signal?: AbortSignal; pathParams?: PathParams<P, "get"> } = {},
  ) =>
    request<Data<P, "get">>("GET", fillPath(path, options.pathParams as Record<string, string | number>), {
      params: query as Params | undefined,
      signal: options.signal,
    }),
  post: <P extends PathOf<"post">>(
    path: P,
    body?: Body<P, "post">,
    pathParams?: PathParams<P, "post">,
    options: Pick<RequestOptions, "idempotent"> = {},
  ) =>
    request<Data<P, "post">>("POST", fillPath(path, pathParams as Record<string, string | number>), {
      body,
      ...options,
    }),
};
