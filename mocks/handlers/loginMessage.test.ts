import { afterEach, describe, expect, it, vi } from "vitest";
import type { Envelope } from "../../src/api/wire";
import { db } from "../db/holderDb";
import { BASE, withMockBackend } from "../test/harness";
import { auth, later, nonceFor } from "../test/loginNonces";
import { checkAnswer } from "../test/openapiCheck";
import { randomWallet } from "../random";

withMockBackend();
afterEach(() => {
  vi.useRealTimers();
});

const alice = randomWallet();
const mallory = randomWallet();

/** A wire call with an Origin header, as a browser on another origin sends it. */
async function fromOrigin<T>(origin: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Envelope<T>;
  checkAnswer("POST", path, response.status, answer);
  return answer;
}

describe("a posted message is refused, and nothing is consumed, when", () => {
  const edits: [string, (m: string) => string][] = [
    ["its domain was changed", (m) => m.replace(/^\S+/, "evil.test")],
    [
      "its expiry was pushed back",
      (m) => m.replace(/Expiration Time: \S+/, "Expiration Time: 2999-01-01T00:00:00.000Z"),
    ],
    [
      "its nonce was changed",
      (m) => m.replace(/Nonce: (\w)/, (_, c: string) => `Nonce: ${c === "a" ? "b" : "a"}`),
    ],
    ["a line was added", (m) => `${m}\nResources:`],
    ["it is not a sign-in message", () => "hello"],
  ];
  it.each(edits)("%s (even signed by the owner)", async (_, edit) => {
    const message = await nonceFor(alice.address);
    const forged = edit(message);
    const res = await auth(alice.address, { signature: await alice.signMessage(forged), message: forged });
    expect([res.code, res.data]).toEqual([10002, null]);
    expect(await db.usedNonces.count()).toBe(0);
    expect((await auth(alice.address, { signature: await alice.signMessage(message), message })).code).toBe(
      200,
    );
  });

  it("it was made up by the client with a nonce of its own", async () => {
    const real = await nonceFor(alice.address);
    const madeUp = real.replace(/Nonce: \w+/, `Nonce: ${"ab".repeat(32)}`);
    const res = await auth(alice.address, { signature: await alice.signMessage(madeUp), message: madeUp });
    expect(res.code).toBe(10002);
  });

  it("it was issued for another address", async () => {
    const message = await nonceFor(mallory.address);
    const res = await auth(alice.address, { signature: await alice.signMessage(message), message });
    expect(res.code).toBe(10002);
  });

  it("it expired", async () => {
    const message = await nonceFor(alice.address);
    const signature = await alice.signMessage(message);
    later(5 * 60_000);
    expect((await auth(alice.address, { signature, message })).code).toBe(10002);
    expect(await db.users.count()).toBe(0);
  });

  it("another key signed it (10003), and the owner can still use it", async () => {
    const message = await nonceFor(alice.address);
    const res = await auth(alice.address, { signature: await mallory.signMessage(message), message });
    expect(res.code).toBe(10003);
    expect(await db.usedNonces.count()).toBe(0);
    expect((await auth(alice.address, { signature: await alice.signMessage(message), message })).code).toBe(
      200,
    );
  });

  it.each([
    ["a number", 12],
    ["an object", { text: "x" }],
    ["far too long", "x".repeat(5000)],
  ])("the message is %s", async (_, message) => {
    await nonceFor(alice.address);
    const res = await auth(alice.address, { signature: `0x${"11".repeat(65)}`, message });
    expect(res.code).toBe(10002);
    expect(await db.sessions.count()).toBe(0);
  });
});

describe("the message's domain is the app's own origin (here the request's: the worker and the Node host)", () => {
  it("issues and verifies a message for the app's origin, with or without an Origin header", async () => {
    const res = await fromOrigin<string>(BASE, `/api/public/nonce/${alice.address}`);
    expect(res.data.split("\n")[0]).toBe("app.test wants you to sign in with your Ethereum account:");
    expect(res.data).toContain(`\nURI: ${BASE}\n`);
    const signature = await alice.signMessage(res.data);
    const same = await fromOrigin("http://app.test", `/api/public/auth/${alice.address}`, {
      signature,
      message: res.data,
    });
    expect(same.code).toBe(200);
  });

  it.each(["https://phish.example", "null", "not a url", "ftp://files.example", "http://app.test:8080"])(
    "refuses nonce and sign-in from the page %j with 10008, issuing nothing",
    async (origin) => {
      const nonce = await fromOrigin<string>(origin, `/api/public/nonce/${alice.address}`);
      expect([nonce.code, nonce.data]).toEqual([10008, null]);
      expect(nonce.message).toBe("Requests from this site are not allowed");
      expect(await db.loginNonces.count()).toBe(0);
      const message = await nonceFor(alice.address);
      const signature = await alice.signMessage(message);
      const res = await fromOrigin(origin, `/api/public/auth/${alice.address}`, { signature, message });
      expect(res.code).toBe(10008);
      expect(await db.sessions.count()).toBe(0);
    },
  );
});
