import { setupServer } from "msw/node";
import { demoHandlers, handlers } from "../routes";

/** The same handlers as the browser worker, demo-only calls included, for Vitest in Node. */
export const server = setupServer(...handlers, ...demoHandlers);
