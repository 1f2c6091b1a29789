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
      expect(await pending).toMatchObject({ kind: "network" });
      expect(toasts()).toEqual(["System error, try again later"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
