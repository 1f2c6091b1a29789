import { http, type HttpHandler } from "msw";
import type { Data, PathOf } from "../../src/api/contract";
import { handle, type HandlerContext } from "./http";

/** msw's pattern for a documented path: `{address}` → `:address`, on any origin (worker, Node, HTTP host). */
function mswPath(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ":$1")}`;
}

/**
 * A handler of a documented call, typed by docs/openapi.yaml (src/api/contract.ts): a path the document does not
 * have, or an answer of another shape than the call's `data`, fails the type check.
 */
export const route = {
  get: <P extends PathOf<"get">>(
    path: P,
    body: (ctx: HandlerContext) => Promise<Data<P, "get">>,
  ): HttpHandler => http.get(mswPath(path), handle(body)),
  post: <P extends PathOf<"post">>(
    path: P,
    body: (ctx: HandlerContext) => Promise<Data<P, "post">>,
  ): HttpHandler => http.post(mswPath(path), handle(body)),
};
