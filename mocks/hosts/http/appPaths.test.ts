import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../../src/api/wire";
import { randomWallet } from "../../random";
import { MAX_PAGE } from "../../services/input";
import { ALLOWED, api, http, signIn, withApiServer } from "../../test/apiServer";
import { checkAnswer } from "../../test/openapiCheck";

withApiServer();

describe("the paths npm run api answers over HTTP", () => {
  it("answers an unknown path with 404 and a known path with another method with 405, both as envelopes", async () => {
    const missing = await http("GET", "/api/no/such/call", { headers: { "Accept-Language": "es" } });
    expect(missing.response.status).toBe(404);
    expect(missing.body).toEqual({
      code: ErrorCode.routeNotFound,
      message: "No existe esa llamada a la API",
      data: null,
    });
    const wrong = await http("DELETE", "/api/user/info");
    expect(wrong.response.status).toBe(405);
    expect(wrong.response.headers.get("allow")).toBe("GET");
    expect(wrong.body.code).toBe(ErrorCode.methodNotAllowed);
    const root = await fetch(`${api.base}/`);
    expect(root.status).toBe(404);
    expect(await root.text()).not.toMatch(/<html|at \w+ \(/i);
  });

  it("has no demo-only calls", async () => {
    for (const [method, pathname] of [
      ["GET", "/api/demo/clock"],
      ["POST", "/api/demo/clock/advance"],
      ["POST", "/api/demo/superNode"],
      ["POST", "/api/demo/seed/bills"],
      ["GET", "/api/demo/ping"],
      ["POST", "/api/user/recharge/simulate"],
    ] as const) {
      const result = await http(
        method,
        pathname,
        method === "POST" ? { body: "{}", headers: { "Content-Type": "application/json" } } : {},
      );
      expect(result.response.status, `${method} ${pathname}`).toBe(404);
      expect(result.body.code).toBe(ErrorCode.routeNotFound);
    }
  });

  it("serves the document at /openapi.json", async () => {
    const response = await fetch(`${api.base}/openapi.json`, { headers: { Origin: ALLOWED } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.paths["/api/user/info"]).toBeDefined();
  });

  it("serves the collection's artwork, and nothing outside it", async () => {
    const art = await fetch(`${api.base}/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/1.svg`);
    expect(art.status).toBe(200);
    expect(art.headers.get("content-type")).toBe("image/svg+xml");
    expect(art.headers.get("x-content-type-options")).toBe("nosniff");
    for (const probe of [
      "/ipfs/..%2f..%2fpackage.json",
      "/ipfs/%2e%2e/%2e%2e/README.md",
      "/ipfs/nothing-here",
    ]) {
      const response = await fetch(`${api.base}${probe}`);
      expect(response.status, probe).toBe(404);
    }
  });
  it("answers the largest page with an empty list and a page past it with 10001, never 10500", async () => {
    const token = await signIn(randomWallet());
    const get = async (page: number) => {
      const path = `/api/user/coin_logs?page=${page}&count=50`;
      const answer = await http("GET", path, { headers: { Authorization: token } });
      checkAnswer("GET", path, answer.response.status, answer.body);
      return answer;
    };
    const largest = await get(MAX_PAGE);
    expect(largest.body).toMatchObject({ code: 200, data: { list: [], next_cursor: null } });
    for (const page of [MAX_PAGE + 1, 99_999_999_999_999]) {
      const past = await get(page);
      expect([past.response.status, past.body.code, past.body.message]).toEqual([
        200,
        ErrorCode.badRequest,
        "The page or page size is not valid",
      ]);
    }
  });
});
