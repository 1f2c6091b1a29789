import { expect, afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { clock } from "../../mocks/clock";
import { db } from "../../mocks/db/holderDb";
import { server } from "../../mocks/hosts/node";
import { logout, session } from "../state/session";
import { ui } from "../state/ui";
import { onLoggedIn } from "../wallet/signIn";
import { initTestI18n } from "./i18n";

// The page the sign-in tests "run on": the API (vitest.config.mts) answers for the same host, so its messages name it.
export const PAGE = new URL("http://app.test/");
Object.defineProperty(globalThis, "location", { value: PAGE, configurable: true });

/** The Node mock API, an empty store, a logged-out app and a count of landings after login, for each test. */
export function withSignInBackend(): { landed: () => number } {
  let landed = 0;
  beforeAll(async () => {
    await initTestI18n();
    server.listen({ onUnhandledRequest: "error" });
    onLoggedIn(() => landed++);
  });
  beforeEach(async () => {
    clock.reset();
    await db.delete();
    await db.open();
    localStorage.clear();
    logout();
    ui.toasts.splice(0);
    landed = 0;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { landed: () => landed };
}

export const toasts = () => ui.toasts.map((t) => t.text);

/** What the server answers `token` now (GET /api/user/info): 200, or 10039 once the session is over. */
export async function serverCode(token: string): Promise<number> {
  const response = await fetch("http://app.test/api/user/info", { headers: { Authorization: token } });
  return ((await response.json()) as { code: number }).code;
}

export function expectLoggedOut() {
  expect(session.user).toBeNull();
  expect(session.connected).toBe(false);
  expect(localStorage.getItem("token")).toBeNull();
}
