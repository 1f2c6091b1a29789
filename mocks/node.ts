import { setupServer } from "msw/node";
import { handlers } from "./routes";

/** The same handlers as the browser worker, for Vitest in Node. */
export const server = setupServer(...handlers);
