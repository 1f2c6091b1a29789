import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { session, setLogin, setUser } from "../state/session";
import { ui } from "../state/ui";
import { initTestI18n } from "../test/i18n";
import { ApiError, request } from "./client";
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

  it("toasts the server's message for a code other than 200 and keeps the session", async () => {
    reply({ code: 10104, message: "You have bound the invitation code, no need to bind again", data: null });
    const error = await request("POST", "/api/probe").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(10104);
    expect(toasts()).toEqual(["You have bound the invitation code, no need to bind again"]);
    expect(session.user).not.toBeNull();
    expect(localStorage.getItem("token")).toBe("tok-123");
  });

  it("leaves a refusal the page shows itself to the page, but still says and ends an expired session", async () => {
    reply({ code: 10407, message: "No user has this address", data: null });
    const error = await request("GET", "/api/probe", { refusalShownByPage: true }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe("No user has this address");
    expect(toasts()).toEqual([]);

    reply({ code: 10039, message: "Session expired", data: null });
    await expect(request("GET", "/api/probe", { refusalShownByPage: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts()).toEqual(["Session expired"]);
    expect(session.user).toBeNull();
  });

  it("logs out on code 10039", async () => {
    reply({ code: 10039, message: "Sesión caducada", data: null });
    await expect(request("GET", "/api/probe")).rejects.toBeInstanceOf(ApiError);
    expect(toasts()).toEqual(["Sesión caducada"]);
    expect(session.user).toBeNull();
    expect(session.address).toBe("");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("address")).toBeNull();
  });

  it.each(["token expired", "Token invalid"])(
    "logs out on a message containing token: %s",
    async (message) => {
      reply({ code: 500, message, data: null });
      await expect(request("GET", "/api/probe")).rejects.toBeInstanceOf(ApiError);
      expect(toasts()).toEqual([message]);
      expect(session.user).toBeNull();
      expect(localStorage.getItem("token")).toBeNull();
    },
  );

  it("toasts the system error on an HTTP error and keeps the session", async () => {
    reply({}, { status: 502 });
    await expect(request("GET", "/api/probe")).rejects.toMatchObject({ kind: "http", code: 502 });
    expect(toasts()).toEqual(["System error, try again later"]);
    expect(session.user).not.toBeNull();
  });

  it("toasts the system error and logs out on HTTP 401", async () => {
    reply({}, { status: 401 });
    await expect(request("GET", "/api/probe")).rejects.toMatchObject({ kind: "http", code: 401 });
    expect(toasts()).toEqual(["System error, try again later"]);
    expect(session.user).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("toasts the system error on a network error", async () => {
    server.use(http.all("*/api/probe", () => HttpResponse.error()));
    await expect(request("GET", "/api/probe")).rejects.toMatchObject({ kind: "network" });
    expect(toasts()).toEqual(["System error, try again later"]);
    expect(session.user).not.toBeNull();
  });

  it("toasts the system error on a body that is not an envelope", async () => {
    server.use(http.all("*/api/probe", () => new HttpResponse("<html>oops</html>", { status: 200 })));
    await expect(request("GET", "/api/probe")).rejects.toMatchObject({ kind: "http" });
    expect(toasts()).toEqual(["System error, try again later"]);
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
      expect(toasts()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: "timeout" });
      expect(toasts()).toEqual(["System error, try again later"]);
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
      expect(error).toMatchObject({ kind: "timeout" });
      expect(toasts()).toEqual([]);
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
    const error = await request("POST", "/api/probe", { idempotent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(toasts()).toEqual([]);
  });

  it("still says a server's refusal and an HTTP 500, which are answers", async () => {
    reply({ code: 10201, message: "Insufficient balance", data: null });
    await expect(request("POST", "/api/probe", { idempotent: true })).rejects.toMatchObject({
      kind: "business",
      code: 10201,
    });
    reply({}, { status: 500 });
    await expect(request("POST", "/api/probe", { idempotent: true })).rejects.toMatchObject({
      kind: "http",
      code: 500,
    });
    expect(toasts()).toEqual(["Insufficient balance", "System error, try again later"]);
  });

  it("a call without a request id keeps the system error for a lost connection and a 502", async () => {
    server.use(http.all("*/api/probe", () => HttpResponse.error()));
    await expect(request("POST", "/api/probe")).rejects.toMatchObject({ kind: "network" });
    expect(toasts()).toEqual(["System error, try again later"]);
    ui.toasts.splice(0);
    reply({}, { status: 502 });
    await expect(request("POST", "/api/probe")).rejects.toMatchObject({ kind: "http", code: 502 });
    expect(toasts()).toEqual(["System error, try again later"]);
  });
});
