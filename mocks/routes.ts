import { authHandlers } from "./handlers/auth";
import { userHandlers } from "./handlers/user";

/** Every emulated API area; shared by the browser worker and the Node test server. */
export const handlers = [...authHandlers, ...userHandlers];
