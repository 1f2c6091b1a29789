import { HttpHandler, type RequestHandler } from "msw";
import { demoHandlers } from "../../routes";

/** A handler's method and path in OpenAPI form: `*\/api/n_f_t/stake/detail/:id` → `/api/n_f_t/stake/detail/{id}`. */
export interface Route {
  method: string;
  path: string;
  /** The path as msw matches it. */
  pattern: string;
  /**
   * The path alone, matched exactly: msw's leading `*` takes any prefix, and it ignores case and a trailing slash,
   * so `/x/api/…`, `//api/…` and `/API/…` would reach the handler; over HTTP only the documented path may.
   */
  exact: RegExp;
}

/** The route an msw HTTP handler answers, or null for handlers matched by a predicate or a RegExp. */
export function routeOf(handler: RequestHandler): Route | null {
  if (!(handler instanceof HttpHandler)) return null;
  const { method, path } = handler.info;
  if (typeof method !== "string" || typeof path !== "string") return null;
  const bare = path.replace(/^\*/, "");
  const source = bare
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return {
    method: method.toUpperCase(),
    path: bare.replace(/:(\w+)/g, "{$1}"),
    pattern: path,
    exact: new RegExp(`^${source}$`),
  };
}

const demoPaths = new Set(demoHandlers.map((h) => routeOf(h)?.path));

/** The demo's own calls (`demoHandlers`): they exist only where the demo runs (shared wire decision 4). */
export function isDemoOnly(route: Pick<Route, "path"> | null): boolean {
  return route ? demoPaths.has(route.path) : false;
}
