import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode, type Envelope } from "../../../src/api/wire";
import { checkAnswer } from "../../test/openapiCheck";
import { listenForTest } from "./testServer";

let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ base, close } = await listenForTest());
});
afterAll(() => close());

describe("npm run api matches routes exactly", () => {
  it("answers the documented path", async () => {
    const response = await fetch(`${base}/api/public/coins`);
    const body = (await response.json()) as Envelope<unknown>;
    checkAnswer("GET", "/api/public/coins", response.status, body);
    expect([response.status, body.code]).toEqual([200, 200]);
  });

  it.each([
    "/API/public/coins",
    "//api/public/coins",
    "/x/api/public/coins",
    "/api/public/coins/",
    "/api/Public/coins",
    "/api/n_f_t/stake/detail/1/2",
  ])("answers %s with 404 and the envelope", async (pathname) => {
    const response = await fetch(`${base}${pathname}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: ErrorCode.routeNotFound, data: null });
  });

  it("still tells a wrong method on an exact path (405) from a near miss with that method (404)", async () => {
    const wrong = await fetch(`${base}/api/public/coins`, { method: "POST", body: "{}" });
    expect([wrong.status, wrong.headers.get("allow")]).toEqual([405, "GET"]);
    const near = await fetch(`${base}/x/api/public/coins`, { method: "POST", body: "{}" });
    expect(near.status).toBe(404);
  });

  it("answers a path with a parameter, a segment of its own", async () => {
    const response = await fetch(`${base}/api/n_f_t/stake/detail/1`);
    const body = (await response.json()) as Envelope<unknown>;
    expect(response.status).toBe(200);
    expect(body.code).toBe(ErrorCode.tokenInvalid);
  });
});
