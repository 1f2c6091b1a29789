import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { logout, session, setLogin, setUser } from "../state/session";
import { ui } from "../state/ui";
import { initTestI18n } from "../test/i18n";
import { requestNonce, revokeSession, signIn } from "./auth";
import type { UserInfo } from "./wire";

const server = setupServer();
const seen: Request[] = [];

beforeAll(async () => {
  await initTestI18n();
  server.listen({ onUnhandledRequest: "error" });
  server.events.on("request:start", ({ request }) => void seen.push(request.clone()));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  ui.toasts.splice(0);
  seen.length = 0;
  setLogin("tok-123", "0x00000000000000000000000000000000000000aa");
  setUser({ id: 7, address: "0xabc", pid: 0, is_admin: 0 } as UserInfo);
});

const logoutAnswers = (resolver: Parameters<typeof http.post>[1]) =>
  server.use(http.post("*/api/user/logout", resolver));

describe("revokeSession", () => {
  it("posts the current token to /api/user/logout", async () => {
    logoutAnswers(() => HttpResponse.json({ code: 200, message: "success", data: null }));
    await revokeSession();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe("POST");
    expect(seen[0]!.headers.get("Authorization")).toBe("tok-123");
    expect(seen[0]!.keepalive).toBe(true);
  });

  it("reads the token when it starts, so the local logout can clear it at once", async () => {
    logoutAnswers(() => HttpResponse.json({ code: 200, message: "success", data: null }));
    const done = revokeSession();
    logout();
    await done;
    expect(seen[0]!.headers.get("Authorization")).toBe("tok-123");
  });

  it.each([
    [
      "the token is already refused",
      () => HttpResponse.json({ code: 10039, message: "token invalid", data: null }),
    ],
    ["HTTP 500", () => new HttpResponse("boom", { status: 500 })],
    ["HTTP 401", () => new HttpResponse(null, { status: 401 })],
    ["not JSON", () => new HttpResponse("<html>", { status: 200 })],
    ["the network fails", () => HttpResponse.error()],
  ])("resolves quietly when %s: no toast, the session is left to the caller", async (_, resolver) => {
    logoutAnswers(resolver);
    await expect(revokeSession()).resolves.toBeUndefined();
    expect(ui.toasts).toEqual([]);
    expect(session.token).toBe("tok-123");
  });

  it("gives up after its timeout when the server does not answer", async () => {
    logoutAnswers(async () => {
      await delay("infinite");
      return HttpResponse.json({});
    });
    const started = Date.now();
    await expect(revokeSession(100)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(ui.toasts).toEqual([]);
  });
});

describe("sign-in", () => {
  it("posts back the message the nonce call gave, with the signature", async () => {
    const message = "app.test wants you to sign in with your Ethereum account:\n0xAa";
    server.use(
      http.post("*/api/public/nonce/:address", () =>
        HttpResponse.json({ code: 200, message: "success", data: message }),
      ),
      http.post("*/api/public/auth/:address", () =>
        HttpResponse.json({ code: 200, message: "success", data: { token: "new" } }),
      ),
    );
    expect(await requestNonce("0xAa")).toBe(message);
    expect(await signIn("0xaa", "0xsig")).toEqual({ token: "new" });
    expect(await seen[1]!.json()).toEqual({ signature: "0xsig", message });
    await signIn("0xaa", "0xsig2"); // the message was used: a second sign-in posts the signature alone
    expect(await seen[2]!.json()).toEqual({ signature: "0xsig2" });
  });
});
