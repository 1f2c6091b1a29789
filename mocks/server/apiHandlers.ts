import type { RequestHandler } from "msw";
import * as routes from "../routes";
import { isDemoOnly, routeOf } from "./routeInfo";

/**
 * The documented API: the handlers the service worker uses, without the demo's own calls. `handlers` no longer
 * holds them once `demoHandlers` is its own list; the filter keeps them out either way.
 */
export const apiHandlers: RequestHandler[] = routes.handlers.filter(
  (handler) => !isDemoOnly(routeOf(handler)),
);
