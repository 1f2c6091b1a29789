import { describe, expect, it } from "vitest";
import { ErrorCode, type Envelope } from "../../../src/api/wire";
import { db } from "../../db/holderDb";
import { randomWallet } from "../../random";
import { api, http, signIn, withApiServer } from "../../test/apiServer";
import { checkAnswer } from "../../test/openapiCheck";
import { BODY_LIMIT, isJsonMediaType } from "./body";
import { rawRequest } from "./rawHttp";

withApiServer();

/** A sign-in body: what a client would send as JSON, here under another label. */
const SIGN_IN = JSON.stringify({ signature: `0x${"ab".repeat(65)}` });

describe("isJsonMediaType", () => {
  it.each([
    "application/json",
    "application/json; charset=utf-8",
    "application/json;charset=UTF-8",
    "Application/JSON",
    "APPLICATION/JSON ; charset=utf-8",
    " application/json ",
  ])("takes %j", (type) => expect(isJsonMediaType(type)).toBe(true));

  it.each([
    undefined,
    "",
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "text/json",
    "application/jsonx",
    "application/json-patch+json",
    "application/vnd.api+json",
    "application/json, text/plain",
    "json",
  ])("refuses %j", (type) => expect(isJsonMediaType(type)).toBe(false));
});

describe("request bodies that are not application/json (npm run api)", () => {
  it.each([
    ["text/plain", "text/plain"],
    ["text/plain;charset=UTF-8 (fetch's label for a string)", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["multipart/form-data", "multipart/form-data; boundary=----x"],
    ["text/json", "text/json"],
    ["a +json type", "application/vnd.api+json"],
  ])("answers %s with 415 and the envelope, and signs nobody in", async (_, type) => {
    const address = randomWallet().address;
    const answer = await http("POST", `/api/public/auth/${address}`, {
      headers: { "Content-Type": type, "Accept-Language": "de-DE, ja;q=0.5" },
      body: SIGN_IN,
    });
    expect(answer.response.status).toBe(415);
    expect(answer.body).toEqual({
      code: ErrorCode.unsupportedMediaType,
      message: "The request body must be JSON, sent as application/json",
      data: null,
    });
    checkAnswer("POST", `/api/public/auth/${address}`, 415, answer.body);
    expect(await db.users.count()).toBe(0);
  });

  it("answers in the caller's language", async () => {
    const answer = await http("POST", `/api/public/auth/${randomWallet().address}`, {
      headers: { "Content-Type": "text/plain", "Accept-Language": "zh-TW" },
      body: SIGN_IN,
    });
    expect(answer.body.message).toBe("請求內容必須是以 application/json 傳送的 JSON");
  });

  it("answers a body with no Content-Type at all with 415 (raw: fetch labels every string it sends)", async () => {
    const answer = await rawRequest(
      api.base,
      [
        `POST /api/public/auth/${randomWallet().address} HTTP/1.1`,
        "Host: 127.0.0.1",
        `Content-Length: ${SIGN_IN.length}`,
      ],
      SIGN_IN,
    );
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ code: ErrorCode.unsupportedMediaType, data: null });
    expect(await db.users.count()).toBe(0);
  });

  it("answers a streamed (chunked) body of another type with 415 once read", async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(SIGN_IN));
        controller.close();
      },
    });
    const response = await fetch(`${api.base}/api/public/auth/${randomWallet().address}`, {
      method: "POST",
      body: chunks,
      headers: { "Content-Type": "text/plain" },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(415);
    expect(((await response.json()) as Envelope<null>).code).toBe(ErrorCode.unsupportedMediaType);
  });

  it("refuses a declared body of another type unread, even one over the size limit (415, not 413)", async () => {
    const answer = await rawRequest(api.base, [
      `POST /api/public/auth/${randomWallet().address} HTTP/1.1`,
      "Host: 127.0.0.1",
      "Content-Type: text/plain",
      `Content-Length: ${BODY_LIMIT * 4}`,
    ]);
    expect(answer.status).toBe(415);
  });

  it("refuses a form sent to a call that needs a user, changing nothing", async () => {
    const token = await signIn(randomWallet());
    const before = await db.requests.count();
    const answer = await http("POST", "/api/exchange/exchange", {
      headers: { Authorization: token, "Content-Type": "application/x-www-form-urlencoded" },
      body: "from_coin_id=1&to_coin_id=2&amount=10",
    });
    expect(answer.response.status).toBe(415);
    expect(answer.body.code).toBe(ErrorCode.unsupportedMediaType);
    expect(await db.requests.count()).toBe(before);
    const form = new FormData();
    form.set("amount", "10");
    const multipart = await http("POST", "/api/exchange/exchange", {
      headers: { Authorization: token },
      body: form,
    });
    expect(multipart.response.status).toBe(415);
  });

  it.each([
    "application/json",
    "application/json; charset=utf-8",
    "Application/JSON",
    "APPLICATION/JSON;charset=UTF-8",
  ])("reads a body labelled %j", async (type) => {
    const address = randomWallet().address;
    const answer = await http("POST", `/api/public/auth/${address}`, {
      headers: { "Content-Type": type },
      body: SIGN_IN,
    });
    expect(answer.response.status).toBe(200);
    // Read and judged by the sign-in rules (no message was issued), not refused for its label.
    expect(answer.body.code).toBe(ErrorCode.nonceInvalid);
  });
});

describe("POSTs without a body (npm run api)", () => {
  const address = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";

  it("answers a nonce with no Content-Type, with Content-Length: 0 or none", async () => {
    for (const length of [["Content-Length: 0"], []]) {
      const answer = await rawRequest(api.base, [
        `POST /api/public/nonce/${address} HTTP/1.1`,
        "Host: 127.0.0.1",
        ...length,
      ]);
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.body) as Envelope<string>).code).toBe(200);
    }
    const fetched = await fetch(`${api.base}/api/public/nonce/${address}`, { method: "POST" });
    expect(((await fetched.json()) as Envelope<string>).code).toBe(200);
  });

  it("logs out with no Content-Type", async () => {
    const token = await signIn(randomWallet());
    const answer = await rawRequest(api.base, [
      "POST /api/user/logout HTTP/1.1",
      "Host: 127.0.0.1",
      `Authorization: ${token}`,
      "Content-Length: 0",
    ]);
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as Envelope<null>).code).toBe(200);
    const after = await http("GET", "/api/user/info", { headers: { Authorization: token } });
    expect(after.body.code).toBe(ErrorCode.tokenInvalid);
  });

  it("takes an empty chunked body with no Content-Type", async () => {
    const empty = new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
    const response = await fetch(`${api.base}/api/public/nonce/${address}`, {
      method: "POST",
      body: empty,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(200);
  });
});
