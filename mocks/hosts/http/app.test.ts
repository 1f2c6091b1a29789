import { describe, expect, it } from "vitest";
import { ErrorCode, type UserInfo } from "../../../src/api/wire";
import { ALLOWED, api, http, signIn, withApiServer } from "../../test/apiServer";
import { checkAnswer } from "../../test/openapiCheck";
import { randomWallet } from "../../random";

withApiServer();

describe("npm run api over HTTP", () => {
  it("signs a wallet in and answers its user, with a log line per request", async () => {
    const wallet = randomWallet();
    const token = await signIn(wallet);
    const info = await http<UserInfo>("GET", "/api/user/info", { headers: { Authorization: token } });
    expect(info.response.status).toBe(200);
    checkAnswer("GET", "/api/user/info", 200, info.body);
    expect(info.body.data.address).toBe(wallet.address);
    expect(info.response.headers.get("cache-control")).toBe("no-store");
    expect(api.lines.some((line) => /^GET \/api\/user\/info 200 \d+(\.\d+)?ms$/.test(line))).toBe(true);
  });

  it("answers a preflight from an allowed origin with the exact origin and the client's headers", async () => {
    const response = await fetch(`${api.base}/api/user/info`, {
      method: "OPTIONS",
      headers: {
        Origin: ALLOWED,
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization, accept-language, content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, POST");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "Authorization, Accept-Language, Content-Type",
    );
    expect(Number(response.headers.get("access-control-max-age"))).toBeGreaterThan(0);
    expect(response.headers.get("vary")).toContain("Origin");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("refuses a preflight from another origin with 403 and gives its requests no CORS headers", async () => {
    const preflight = await http("OPTIONS", "/api/user/info", {
      headers: { Origin: "https://phishing.example", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.response.status).toBe(403);
    expect(preflight.body).toMatchObject({ code: ErrorCode.originRefused, data: null });
    expect(preflight.response.headers.get("access-control-allow-origin")).toBeNull();
    const simple = await http("GET", "/api/node/info", { headers: { Origin: "https://phishing.example" } });
    expect(simple.response.headers.get("access-control-allow-origin")).toBeNull();
    expect(simple.response.headers.get("vary")).toBe("Origin");
  });
});
