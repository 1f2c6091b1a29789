import { connect } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "../../../src/api/wire";
import { SERVER_TIMEOUTS, createApiServer } from "./app";
import { rawRequest } from "./rawHttp";
import { listenForTest } from "./testServer";

let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ base, close } = await listenForTest());
});
afterAll(() => close());
afterEach(() => vi.restoreAllMocks());

/** One request written byte for byte (fetch and node:http would check the Host header themselves). */
function raw(host: string | null, target = "/api/public/coins"): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  const head = [`GET ${target} HTTP/1.1`, ...(host === null ? [] : [`Host: ${host}`]), "Connection: close"];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head.join("\r\n")}\r\n\r\n`));
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.once("error", reject);
    socket.once("end", () => {
      const [top = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(top)?.[1]), body });
    });
  });
}

describe("npm run api and the Host header", () => {
  it.each(["exa mple", "evil.example/path", "user@evil.example", "[::1", "a:b:c", "\u00e9xample.com"])(
    "answers Host %j with 400 and the envelope, printing nothing",
    async (host) => {
      const printed = vi.spyOn(console, "error");
      const { status, body } = await raw(host);
      expect(status).toBe(400);
      expect(JSON.parse(body)).toEqual({
        code: ErrorCode.badRequest,
        message: "The request's Host header is not valid",
        data: null,
      });
      expect(printed).not.toHaveBeenCalled();
    },
  );

  it.each(["127.0.0.1:8787", "api.holder.example", "[::1]:8787", "localhost"])(
    "answers with a well-formed Host %j",
    async (host) => {
      const { status, body } = await raw(host);
      expect(status).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ code: 200 });
    },
  );

  // Node keeps the first Host in req.headers and drops the second: only rawHeaders shows it (RFC 9112 §3.2: 400).
  it.each([
    ["the same host twice", ["Host: 127.0.0.1", "Host: 127.0.0.1"]],
    ["two hosts", ["Host: 127.0.0.1", "Host: evil.example"]],
    ["two hosts, the second malformed", ["Host: 127.0.0.1", "Host: evil.example/x"]],
    ["two hosts in other cases", ["host: 127.0.0.1", "HOST: evil.example"]],
    ["three hosts", ["Host: a", "Host: b", "Host: c"]],
  ])("answers %s with 400 and the envelope, printing nothing", async (_, hosts) => {
    const printed = vi.spyOn(console, "error");
    for (const target of ["/api/public/coins", "/api/no/such/call"]) {
      const { status, body } = await rawRequest(base, [
        `GET ${target} HTTP/1.1`,
        ...hosts,
        "Accept-Language: ko",
      ]);
      expect(status).toBe(400);
      expect(JSON.parse(body)).toEqual({
        code: ErrorCode.badRequest,
        message: "요청의 Host 헤더가 올바르지 않습니다",
        data: null,
      });
    }
    expect(printed).not.toHaveBeenCalled();
  });

  it("answers a POST with two Host headers with 400 before its body counts", async () => {
    const body = "{}";
    const { status } = await rawRequest(
      base,
      [
        "POST /api/public/nonce/0x90F79bf6EB2c4f870365E785982E1f101E93b906 HTTP/1.1",
        "Host: 127.0.0.1",
        "Host: evil.example",
        "Content-Type: application/json",
        `Content-Length: ${body.length}`,
      ],
      body,
    );
    expect(status).toBe(400);
  });

  it("answers a request target that is no path with 404, printing nothing", async () => {
    const printed = vi.spyOn(console, "error");
    const { status, body } = await raw("127.0.0.1", "http://evil.example/api/public/coins");
    expect(status).toBe(404);
    expect(JSON.parse(body)).toMatchObject({ code: ErrorCode.routeNotFound });
    expect(printed).not.toHaveBeenCalled();
  });
});

describe("npm run api timeouts", () => {
  it("gives headers 10 s, a request 30 s and an idle kept-alive connection 5 s", () => {
    const server = createApiServer({ handlers: [], origins: [], document: {} });
    expect(SERVER_TIMEOUTS).toMatchObject({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
    });
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([
      10_000, 30_000, 5_000,
    ]);
  });
});
