import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ErrorCode, type Envelope, type UserInfo } from "../../../src/api/wire";
import { MockChain } from "../../chain/chain";
import { db } from "../../db";
import { connectChain } from "../../services/nftChain";
import type { TestSigner } from "../../test/harness";
import { checkAnswer } from "../../test/openapiCheck";
import { BODY_LIMIT } from "./body";
import { TEST_ORIGIN, listenForTest } from "./testServer";
import { randomWallet } from "../../random";

const ALLOWED = TEST_ORIGIN;
const chain = new MockChain({ dbName: "api-server-test-chain" });
const lines: string[] = [];
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ base, close } = await listenForTest((line) => lines.push(line)));
});

afterAll(() => close());

beforeEach(async () => {
  await db.delete();
  await db.open();
  await chain.reset();
  connectChain(chain);
});

/** A call over real HTTP. */
async function http<T>(
  method: string,
  pathname: string,
  init: { body?: BodyInit; headers?: HeadersInit } = {},
) {
  const response = await fetch(`${base}${pathname}`, { method, ...init });
  const body = (await response.json()) as Envelope<T>;
  return { response, body };
}

async function signIn(wallet: TestSigner): Promise<string> {
  const headers = { Origin: ALLOWED, "Content-Type": "application/json" };
  const nonce = await http<string>("POST", `/api/public/nonce/${wallet.address}`, { headers });
  expect(nonce.response.headers.get("access-control-allow-origin")).toBe(ALLOWED);
  checkAnswer("POST", `/api/public/nonce/${wallet.address}`, 200, nonce.body);
  const signature = await wallet.signMessage(nonce.body.data);
  const auth = await http<{ token: string }>("POST", `/api/public/auth/${wallet.address}`, {
    headers,
    body: JSON.stringify({ signature }),
  });
  checkAnswer("POST", `/api/public/auth/${wallet.address}`, 200, auth.body);
  expect(auth.body.code).toBe(200);
  return auth.body.data.token;
}

describe("npm run api over HTTP", () => {
  it("signs a wallet in and answers its user, with a log line per request", async () => {
    const wallet = randomWallet();
    const token = await signIn(wallet);
    const info = await http<UserInfo>("GET", "/api/user/info", { headers: { Authorization: token } });
    expect(info.response.status).toBe(200);
    checkAnswer("GET", "/api/user/info", 200, info.body);
    expect(info.body.data.address).toBe(wallet.address);
    expect(info.response.headers.get("cache-control")).toBe("no-store");
    expect(lines.some((line) => /^GET \/api\/user\/info 200 \d+(\.\d+)?ms$/.test(line))).toBe(true);
  });

  it("answers a preflight from an allowed origin with the exact origin and the client's headers", async () => {
    const response = await fetch(`${base}/api/user/info`, {
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

  it("answers 413 with an envelope to a body over 1 MB, declared or streamed, and changes nothing", async () => {
    const big = JSON.stringify({ signature: "0x" + "ab".repeat(550_000) });
    expect(big.length).toBeGreaterThan(BODY_LIMIT);
    const declared = await http("POST", `/api/public/auth/${randomWallet().address}`, {
      headers: { "Content-Type": "application/json", "Accept-Language": "ja" },
      body: big,
    });
    expect(declared.response.status).toBe(413);
    expect(declared.body).toEqual({
      code: ErrorCode.bodyTooLarge,
      message: "リクエスト本文が大きすぎます",
      data: null,
    });
    checkAnswer("POST", "/api/public/auth/0x90F79bf6EB2c4f870365E785982E1f101E93b906", 413, declared.body);

    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 12; i++) controller.enqueue(new Uint8Array(100 * 1024).fill(0x20));
        controller.close();
      },
    });
    const streamed = await fetch(`${base}/api/bind/invite`, {
      method: "POST",
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as Envelope<null>).code).toBe(ErrorCode.bodyTooLarge);
    expect(await db.users.count()).toBe(0);
  });

  it("lets an upload carry a picture over 1 MB to the mint rules", async () => {
    const token = await signIn(randomWallet());
    const image = `data:image/png;base64,${Buffer.alloc(1_200_000).toString("base64")}`;
    const upload = await http("POST", "/api/n_f_t/mintByUpload", {
      headers: { Authorization: token, "Content-Type": "application/json" },
      body: JSON.stringify({ params: { image } }),
    });
    expect(upload.response.status).toBe(200);
    // The rules judge it (its bytes are no PNG), not the body limit.
    expect(upload.body.code).toBe(ErrorCode.imageInvalid);
  });

  it("answers a body that is not JSON with the 10001 envelope", async () => {
    const result = await http("POST", `/api/public/auth/${randomWallet().address}`, {
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(result.response.status).toBe(200);
    expect(result.body).toMatchObject({ code: ErrorCode.badRequest, data: null });
    expect(result.response.headers.get("content-type")).toContain("application/json");
  });

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
    const root = await fetch(`${base}/`);
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
      const result = await http(method, pathname, { body: method === "POST" ? "{}" : undefined });
      expect(result.response.status, `${method} ${pathname}`).toBe(404);
      expect(result.body.code).toBe(ErrorCode.routeNotFound);
    }
  });

  it("serves the document at /openapi.json", async () => {
    const response = await fetch(`${base}/openapi.json`, { headers: { Origin: ALLOWED } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.paths["/api/user/info"]).toBeDefined();
  });

  it("serves the collection's artwork, and nothing outside it", async () => {
    const art = await fetch(`${base}/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/1.svg`);
    expect(art.status).toBe(200);
    expect(art.headers.get("content-type")).toBe("image/svg+xml");
    expect(art.headers.get("x-content-type-options")).toBe("nosniff");
    for (const probe of [
      "/ipfs/..%2f..%2fpackage.json",
      "/ipfs/%2e%2e/%2e%2e/README.md",
      "/ipfs/nothing-here",
    ]) {
      const response = await fetch(`${base}${probe}`);
      expect(response.status, probe).toBe(404);
    }
  });
});
