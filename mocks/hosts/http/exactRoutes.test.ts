import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode, type Envelope } from "../../../src/api/wire";
import { checkAnswer } from "../../test/openapiCheck";
import { rawGet, rawRequest } from "./rawHttp";
import { listenForTest } from "./testServer";

/** Hardhat's published test account #3 (sign-in messages only; no key used). */
const ADDRESS = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";

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
    const init = { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } };
    const wrong = await fetch(`${base}/api/public/coins`, init);
    expect([wrong.status, wrong.headers.get("allow")]).toEqual([405, "GET"]);
    const near = await fetch(`${base}/x/api/public/coins`, init);
    expect(near.status).toBe(404);
  });

  it("answers a path with a parameter, a segment of its own", async () => {
    const response = await fetch(`${base}/api/n_f_t/stake/detail/1`);
    const body = (await response.json()) as Envelope<unknown>;
    expect(response.status).toBe(200);
    expect(body.code).toBe(ErrorCode.tokenInvalid);
  });
});

/**
 * Sent as they stand (curl --path-as-is): fetch and browsers resolve dot segments before sending, an attacker's
 * client does not. The server must not resolve them either, or `/x/../api/…` is an alias of `/api/…`.
 */
describe("npm run api and paths sent as they stand", () => {
  it.each([
    ["/api/user/coins", 10039],
    ["/api/public/coins", 200],
    ["/api/public/coins?next=/../x/./y", 200],
    ["/api/public/coins?a=%2e%2e", 200],
  ])("answers %s, a path with no dot segment", async (target, code) => {
    const { status, body } = await rawGet(base, target);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ code });
  });

  it.each([
    "/x/../api/user/coins",
    "/x/../api/public/coins",
    "/api/./user/coins",
    "/api/user/./coins",
    "/./api/public/coins",
    "/api/user/x/../coins",
    "/x/%2e%2e/api/user/coins",
    "/x/%2E%2e/api/user/coins",
    "/x/%2E%2E/api/public/coins",
    "/x/.%2e/api/user/coins",
    "/x/%2e./api/user/coins",
    "/api/%2e/user/coins",
    "/api/%2E/public/coins",
    "/api/user/coins/..",
    "/api/user/coins/%2e%2e",
    "/api/user/coins/.",
    "/api/public/coins/x/..",
    "/api/public/coins/x/%2E%2E",
    "/api\\user\\coins",
    "/api/public\\coins",
    "/api/public/coins#x",
    "/api/public/coins#/../../x",
  ])("answers %s with 404 and 10004, not the path it resolves to", async (target) => {
    const { status, body } = await rawGet(base, target);
    expect(status).toBe(404);
    expect(JSON.parse(body)).toMatchObject({ code: ErrorCode.routeNotFound, data: null });
  });

  it.each([
    "/api/user/coins/",
    "/api/public/coins/",
    "//api/user/coins",
    "//api/public/coins",
    "/api//public/coins",
    "/api/%75ser/coins",
    "/api/public/%63oins",
    "/%61pi/public/coins",
    "/api/public/coins%2f",
    "/api%2fpublic%2fcoins",
    "/API/user/coins",
    "/API/public/coins",
    "/api/PUBLIC/coins",
    "/api/public/Coins",
  ])(
    "still answers %s (trailing or doubled slash, an encoded letter, another case) with 404",
    async (target) => {
      const { status, body } = await rawGet(base, target);
      expect(status).toBe(404);
      expect(JSON.parse(body)).toMatchObject({ code: ErrorCode.routeNotFound, data: null });
    },
  );

  it("answers a POST to a path with a dot segment with 404 and signs nobody in", async () => {
    const target = `/api/public/x/%2e%2e/nonce/${ADDRESS}`;
    const body = "{}";
    const answer = await rawRequest(
      base,
      [
        `POST ${target} HTTP/1.1`,
        "Host: 127.0.0.1",
        "Content-Type: application/json",
        `Content-Length: ${body.length}`,
      ],
      body,
    );
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ code: ErrorCode.routeNotFound, data: null });
    const plain = await rawRequest(base, [`POST /api/public/nonce/${ADDRESS} HTTP/1.1`, "Host: 127.0.0.1"]);
    expect([plain.status, (JSON.parse(plain.body) as Envelope<unknown>).code]).toEqual([200, 200]);
  });
});
