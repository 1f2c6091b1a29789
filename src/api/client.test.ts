import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { session, setLogin, setUser } from "../state/session";
import { ui } from "../state/ui";
import { initTestI18n } from "../test/i18n";
import { ApiError, request } from "./client";
import { failureText } from "./sayFailure";
import type { UserInfo } from "./wire";

const server = setupServer();
const seen: Request[] = [];

beforeAll(async () => {
  await initTestI18n();
  server.listen({ onUnhandledRequest: "error" });
  server.events.on("request:start", ({ request }) => void seen.push(request));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = { id: 7, address: "0xabc", pid: 0, is_admin: 0 } as UserInfo;

beforeEach(() => {
  localStorage.clear();
  ui.toasts.splice(0);
  seen.length = 0;
  setLogin("tok-123", "0x00000000000000000000000000000000000000aa");
  setUser(user);
});

const toasts = () => ui.toasts.map((t) => t.text);
/** What the caches would say of a call's failure (src/api/sayFailure.ts); the client itself says nothing. */
const said = async (call: Promise<unknown>, meta?: { refusalShownByPage?: boolean }) => {
  const error = await call.then(
    () => expect.fail("the call succeeded"),
    (e: unknown) => e,
  );
  expect(toasts()).toEqual([]);
  return { error: error as ApiError, text: failureText(error, meta) };
};
const reply = (body: unknown, init?: ResponseInit) =>
  server.use(http.all("*/api/probe", () => HttpResponse.json(body as object, init)));

describe("API client", () => {
  it("sends the stored token and language, and resolves with data on code 200", async () => {
    localStorage.setItem("APP_LANG", "ja");
    reply({ code: 200, message: "ok", data: { value: "1.50" } });
    await expect(request("GET", "/api/probe", { params: { page: 1 } })).resolves.toEqual({ value: "1.50" });
    expect(seen[0]!.headers.get("Authorization")).toBe("tok-123");
    expect(seen[0]!.headers.get("Accept-Language")).toBe("ja");
    expect(new URL(seen[0]!.url).searchParams.get("page")).toBe("1");
    expect(toasts()).toEqual([]);
  });

  it("sends Accept-Language en when no language is stored and no Authorization without a token", async () => {
    localStorage.removeItem("token");
    reply({ code: 200, message: "ok", data: null });
    await request("POST", "/api/probe", { body: { a: 1 } });
    expect(seen[0]!.headers.get("Accept-Language")).toBe("en");
    expect(seen[0]!.headers.has("Authorization")).toBe(false);
    expect(await seen[0]!.json()).toEqual({ a: 1 });
  });

  it("rejects with the server's message for a code other than 200, says nothing itself, keeps the session", async () => {
    reply({ code: 10104, message: "You have bound the invitation code, no need to bind again", data: null });
    const { error, text } = await said(request("POST", "/api/probe"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "business", code: 10104, endsSession: false, quiet: false });
    expect(text).toBe("You have bound the invitation code, no need to bind again");
    expect(session.user).not.toBeNull();
    expect(localStorage.getItem("token")).toBe("tok-123");
  });

  it("a refusal its page shows is not said again, but an expired session is said everywhere", async () => {
    reply({ code: 10407, message: "No user has this address", data: null });
    const refused = await said(request("GET", "/api/probe"), { refusalShownByPage: true });
    expect(refused.error.message).toBe("No user has this address");
    expect(refused.text).toBeNull();

    reply({ code: 10039, message: "Session expired", data: null });
    const ended = await said(request("GET", "/api/probe"), { refusalShownByPage: true });
    expect(ended.text).toBe("Session expired");
    expect(session.user).toBeNull();
  });

  it("logs out on code 10039, itself: the one place every call passes", async () => {
    reply({ code: 10039, message: "Sesión caducada", data: null });
    const { error, text } = await said(request("GET", "/api/probe"));
    expect(error.endsSession).toBe(true);
    expect(text).toBe("Sesión caducada");
    expect(session.user).toBeNull();
    expect(session.address).toBe("");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("address")).toBeNull();
  });

  it.each(["token expired", "Token invalid"])(
    "logs out on a message containing token: %s",
    async (message) => {
      reply({ code: 500, message, data: null });
      expect((await said(request("GET", "/api/probe"))).text).toBe(message);
      expect(session.user).toBeNull();
      expect(localStorage.getItem("token")).toBeNull();
    },
  );

  it("an HTTP error is the system error, and keeps the session", async () => {
    reply({}, { status: 502 });
    const { error, text } = await said(request("GET", "/api/probe"));
    expect(error).toMatchObject({ kind: "http", code: 502 });
    expect(text).toBe("System error, try again later");
    expect(session.user).not.toBeNull();
  });

  it("HTTP 401 is the system error, and logs out", async () => {
    reply({}, { status: 401 });
    const { error, text } = await said(request("GET", "/api/probe"), { refusalShownByPage: true });
    expect(error).toMatchObject({ kind: "http", code: 401, endsSession: true });
    expect(text).toBe("System error, try again later");
    expect(session.user).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("a network error is the system error", async () => {
    server.use(http.all("*/api/probe", () => HttpResponse.error()));
    const { error, text } = await said(request("GET", "/api/probe"));
    expect(error).toMatchObject({ kind: "network" });
    expect(text).toBe("System error, try again later");
    expect(session.user).not.toBeNull();
  });

  it("a body that is not an envelope is the system error", async () => {
    server.use(http.all("*/api/probe", () => new HttpResponse("<html>oops</html>", { status: 200 })));
    const { error, text } = await said(request("GET", "/api/probe"));
    expect(error).toMatchObject({ kind: "http" });
    expect(text).toBe("System error, try again later");
  });

  it("a call its caller gave up on, or a best-effort one, is quiet: nothing to say, no logout", async () => {
    server.use(
      http.all("*/api/probe", async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    const caller = new AbortController();
    const pending = said(request("GET", "/api/probe", { signal: caller.signal }));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    caller.abort();
    expect((await pending).text).toBeNull();
    reply({ code: 10039, message: "Session expired", data: null });
    expect((await said(request("POST", "/api/probe", { quiet: true }))).text).toBeNull();
    expect(session.user).not.toBeNull();
  });

  it("gives up after 20 seconds with the system error", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      server.use(
        http.all("*/api/probe", async () => {
          await delay("infinite");
          return HttpResponse.json({});
        }),
      );
      const pending = request("GET", "/api/probe").catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(19_999);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toMatchObject({ kind: "timeout" });
      expect(failureText(error)).toBe("System error, try again later");
    } finally {
      vi.useRealTimers();
    }
  });
});

// docs/decisions/0039-money-moves-past-the-timeout.md
describe("API client, a money move with a request id", () => {
  it("that gets no answer in 20 seconds rejects with kind timeout and says nothing (the page asks again)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      server.use(
        http.all("*/api/probe", async () => {
          await delay("infinite");
          return HttpResponse.json({});
        }),
      );
      const pending = request("POST", "/api/probe", {
        body: { request_id: "move-1234" },
        idempotent: true,
      }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(20_000);
      const error = await pending;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: "timeout", quiet: true });
      expect(failureText(error)).toBeNull();
      expect(session.user).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ["a connection lost after it left", () => HttpResponse.error()],
    ["a gateway's 502", () => HttpResponse.json({}, { status: 502 })],
    ["a gateway's 503", () => HttpResponse.json({}, { status: 503 })],
    ["a gateway's 504", () => HttpResponse.json({}, { status: 504 })],
  ])("takes %s as no answer: kind timeout, nothing said", async (_name, answer) => {
    server.use(http.all("*/api/probe", answer));
    const { error, text } = await said(request("POST", "/api/probe", { idempotent: true }));
    expect(error).toMatchObject({ kind: "timeout" });
    expect(text).toBeNull();
  });

  it("still says a server's refusal and an HTTP 500, which are answers", async () => {
    reply({ code: 10201, message: "Insufficient balance", data: null });
    const refused = await said(request("POST", "/api/probe", { idempotent: true }));
    expect(refused.error).toMatchObject({ kind: "business", code: 10201 });
    reply({}, { status: 500 });
    const failed = await said(request("POST", "/api/probe", { idempotent: true }));
    expect(failed.error).toMatchObject({ kind: "http", code: 500 });
    expect([refused.text, failed.text]).toEqual(["Insufficient balance", "System error, try again later"]);
  });

  it("a call without a request id keeps the system error for a lost connection and a 502", async () => {
    server.use(http.all("*/api/probe", () => HttpResponse.error()));
    const lost = await said(request("POST", "/api/probe"));
    expect(lost.error).toMatchObject({ kind: "network" });
    reply({}, { status: 502 });
    const gateway = await said(request("POST", "/api/probe"));
    expect(gateway.error).toMatchObject({ kind: "http", code: 502 });
    expect([lost.text, gateway.text]).toEqual([
      "System error, try again later",
      "System error, try again later",
    ]);
  });
});
