import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { getResponse, type RequestHandler } from "msw";
import { ErrorCode } from "../../../src/api/wire";
import { loadServerMessages } from "../../messages";
import { envelopeAnswer, writeAnswer } from "./answer";
import { artworkAnswer } from "./artwork";
import { bodyLimitFor, isJsonMediaType, readBody } from "./body";
import { corsHeaders, preflightHeaders } from "./cors";
import { requestUrl } from "./requestUrl";
import { routeOf, type Route } from "./routeInfo";

export interface ApiServerOptions {
  /** The msw handlers that answer: the documented API (and the mock chain's /rpc when it is built in). */
  handlers: RequestHandler[];
  /** Origins allowed to read answers in a browser (CORS). */
  origins: string[];
  /**
   * Served as GET /openapi.json; a function is called on the first such request (parsing the YAML document is a fifth
   * of the server's start).
   */
  document: unknown;
  /** Folder of the collection's artwork, served under /ipfs/ (the demo's public/ipfs). */
  artworkRoot?: string;
  /** One line per request; none when omitted. */
  log?: (line: string) => void;
}

/**
 * Slow clients hold a connection, and memory, for no longer than this: all headers within 10 s, the whole request
 * within 30 s (the largest upload is under 3 MB), an idle kept-alive connection 5 s. Checked every 2 s rather than
 * Node's 30 s, so a limit acts near its value.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 2_000,
};

/** Methods a fetch `Request` can carry (it refuses CONNECT, TRACE and TRACK). */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Hop-by-hop and framing headers belong to this connection, not to the request the handlers see. */
const DROPPED_HEADERS = new Set([
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "keep-alive",
  "expect",
  "upgrade",
]);

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * The methods of the routes at exactly this path; none: the path is no route at all. A wrong method answers 405,
 * not "no such call".
 */
function methodsAt(routes: Route[], pathname: string): string[] {
  return [...new Set(routes.filter((route) => route.exact.test(pathname)).map((route) => route.method))];
}

/**
 * The documented API over HTTP: every request goes through msw's `getResponse` to the same handlers the service
 * worker runs, wrapped in what a real HTTP host must add (CORS, a body limit, JSON bodies only, envelopes for what
 * no handler answers, a log line).
 */
export function createApiServer(options: ApiServerOptions): Server {
  const allowed = new Set(options.origins);
  let documentJson: string | undefined;
  const documentText = () =>
    (documentJson ??= JSON.stringify(
      typeof options.document === "function" ? (options.document as () => unknown)() : options.document,
    ));
  const routes = options.handlers.map(routeOf).filter((route) => route !== null);

  async function answer(req: IncomingMessage, url: URL, lang: string | null): Promise<Response> {
    await loadServerMessages(lang);
    const method = req.method ?? "GET";
    if (!KNOWN_METHODS.has(method))
      return envelopeAnswer(405, ErrorCode.methodNotAllowed, "methodNotAllowed", lang, {
        Allow: "GET, POST",
      });
    if (method === "OPTIONS") {
      const origin = req.headers.origin;
      if (origin && allowed.has(origin))
        return new Response(null, { status: 204, headers: preflightHeaders(origin) });
      return envelopeAnswer(403, ErrorCode.originRefused, "originRefused", lang);
    }
    if (url.pathname === "/openapi.json" && (method === "GET" || method === "HEAD"))
      return new Response(documentText(), { headers: { "Content-Type": "application/json" } });

    let body: Uint8Array<ArrayBuffer> | undefined;
    if (method !== "GET" && method !== "HEAD") {
      // Every body is JSON, labelled so: a body of another type (a form, text/plain, none named) is refused
      // unread when its length is declared, once read otherwise; a bodyless POST needs no Content-Type.
      const json = isJsonMediaType(req.headers["content-type"]);
      if (!json && Number(req.headers["content-length"]) > 0) {
        req.resume();
        return envelopeAnswer(415, ErrorCode.unsupportedMediaType, "unsupportedMediaType", lang);
      }
      const read = await readBody(req, bodyLimitFor(url.pathname));
      if (read === null) return envelopeAnswer(413, ErrorCode.bodyTooLarge, "bodyTooLarge", lang);
      if (!json && read.length > 0)
        return envelopeAnswer(415, ErrorCode.unsupportedMediaType, "unsupportedMediaType", lang);
      body = new Uint8Array(read);
    }
    const methods = methodsAt(routes, url.pathname);
    if (methods.length) {
      const request = new Request(url, { method, headers: toHeaders(req), body });
      const response = await getResponse(options.handlers, request);
      // A handler's passthrough() means "not mine" (in the browser the network would answer).
      if (response && response.headers.get("x-msw-intention") !== "passthrough") return response;
    }

    if (options.artworkRoot && (method === "GET" || method === "HEAD")) {
      const artwork = await artworkAnswer(options.artworkRoot, url.pathname);
      if (artwork) return artwork;
    }
    // A route of this method that had no answer (an unknown picture, say) is missing content, not a wrong method.
    if (methods.length && !methods.includes(method))
      return envelopeAnswer(405, ErrorCode.methodNotAllowed, "methodNotAllowed", lang, {
        Allow: methods.join(", "),
      });
    return envelopeAnswer(404, ErrorCode.routeNotFound, "notFound", lang);
  }

  async function listener(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const lang = typeof req.headers["accept-language"] === "string" ? req.headers["accept-language"] : null;
    // A preflight carries its own CORS headers (or none, when refused).
    const cors = req.method === "OPTIONS" ? {} : corsHeaders(req.headers.origin, allowed);
    let pathname = "?";
    let response: Response;
    try {
      const url = requestUrl(req);
      if (url === "host") {
        await loadServerMessages(lang);
        response = envelopeAnswer(400, ErrorCode.badRequest, "hostInvalid", lang);
      } else if (url === null) {
        await loadServerMessages(lang);
        response = envelopeAnswer(404, ErrorCode.routeNotFound, "notFound", lang);
      } else {
        pathname = url.pathname;
        response = await answer(req, url, lang);
      }
    } catch (error) {
      console.error("[api]", error);
      response = envelopeAnswer(200, ErrorCode.internal, "internal", lang);
    }
    try {
      await writeAnswer(res, response, cors, req.method === "HEAD");
    } catch (error) {
      console.error("[api]", error);
      res.destroy();
    }
    const ms = (performance.now() - started).toFixed(1);
    options.log?.(`${req.method} ${pathname} ${response.status} ${ms}ms`);
  }

  return createServer(SERVER_TIMEOUTS, (req, res) => void listener(req, res));
}
