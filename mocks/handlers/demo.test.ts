import { beforeEach, describe, expect, it } from "vitest";
import type { DemoClock } from "../../src/api/demo";
import { clock } from "../clock";
import { DEMO_CLOCK_MAX_ADVANCE_MS } from "../config";
import { server } from "../hosts/node";
import { call, login, withMockBackend } from "../test/harness";
import { demoHandlers } from "./demo";
import { randomWallet } from "../random";

withMockBackend();
beforeEach(() => server.use(...demoHandlers));

const HOUR = 60 * 60_000;
const advance = (token: string | undefined, body: unknown) =>
  call<DemoClock>("POST", "/api/demo/clock/advance", { token, body });

describe("GET /api/demo/clock", () => {
  it("answers the backend's now and its offset from real time", async () => {
    const token = await login(randomWallet());
    const res = await call<DemoClock>("GET", "/api/demo/clock", { token });
    expect(res.code).toBe(200);
    expect(res.data.offset).toBe(0);
    expect(Math.abs(res.data.now - Date.now())).toBeLessThan(1000);
  });

  it("needs a login", async () => {
    expect((await call("GET", "/api/demo/clock")).code).toBe(10039);
  });
});

describe("POST /api/demo/clock/advance", () => {
  it("moves the clock forward and answers the new now and offset", async () => {
    const token = await login(randomWallet());
    const res = await advance(token, { ms: HOUR });
    expect(res.code).toBe(200);
    expect(res.data.offset).toBe(HOUR);
    expect(Math.abs(res.data.now - (Date.now() + HOUR))).toBeLessThan(1000);
    expect(clock.offset()).toBe(HOUR);
    const again = await advance(token, { ms: 90_000 });
    expect(again.data.offset).toBe(HOUR + 90_000);
    const read = await call<DemoClock>("GET", "/api/demo/clock", { token });
    expect(read.data.offset).toBe(HOUR + 90_000);
  });

  it("accepts up to 30 days in one step", async () => {
    const token = await login(randomWallet());
    const res = await advance(token, { ms: DEMO_CLOCK_MAX_ADVANCE_MS });
    expect([res.code, res.data.offset]).toEqual([200, 30 * 24 * HOUR]);
  });

  it.each([
    ["zero", { ms: 0 }],
    ["a negative step", { ms: -HOUR }],
    ["a fraction", { ms: 1.5 }],
    ["a string", { ms: "3600000" }],
    ["null", { ms: null }],
    ["a boolean", { ms: true }],
    ["no step", {}],
    ["more than 30 days", { ms: DEMO_CLOCK_MAX_ADVANCE_MS + 1 }],
    ["a huge number", { ms: 1e300 }],
  ])("refuses %s and leaves the clock alone", async (_, body) => {
    const token = await login(randomWallet());
    const res = await advance(token, body);
    expect([res.status, res.code, res.data]).toEqual([200, 10001, null]);
    expect(res.message).toBeTruthy();
    expect(clock.offset()).toBe(0);
  });

  it("refuses a body that is not JSON, and a caller without a login", async () => {
    const token = await login(randomWallet());
    const notJson = await call("POST", "/api/demo/clock/advance", { token, rawBody: "ms=1000" });
    expect(notJson.code).toBe(10001);
    expect((await advance(undefined, { ms: HOUR })).code).toBe(10039);
    expect(clock.offset()).toBe(0);
  });
});
