import { afterEach, describe, expect, it, vi } from "vitest";
import type { Envelope } from "../../src/api/wire";
import { db } from "../db";
import { STORED_PER_ADDRESS } from "../services/loginNonces";
import { BASE, call, withMockBackend } from "../test/harness";
import { checkAnswer } from "../test/openapiCheck";
import { randomWallet } from "../random";

withMockBackend();
afterEach(() => {
  vi.useRealTimers();
});

const alice = randomWallet();
const mallory = randomWallet();

const nonceFor = async (address: string) => (await call<string>("POST", `/api/public/nonce/${address}`)).data;
const auth = (address: string, body: unknown) =>
  call<{ token: string }>("POST", `/api/public/auth/${address}`, { body });

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

const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
};

describe("several outstanding nonces per address", () => {
  it("lets the owner sign in with an older nonce after someone else asked for many more", async () => {
    const message = await nonceFor(alice.address);
    for (let i = 0; i < 3 * STORED_PER_ADDRESS; i++) await nonceFor(alice.address); // mallory's flood
    const signature = await alice.signMessage(message);
    const res = await auth(alice.address, { signature, message });
    expect(res.code).toBe(200);
    expect(res.data.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it("matches a signature posted alone against the address's newest stored messages", async () => {
    const first = await nonceFor(alice.address);
    const second = await nonceFor(alice.address);
    expect((await auth(alice.address, { signature: await alice.signMessage(first) })).code).toBe(200);
    expect((await auth(alice.address, { signature: await alice.signMessage(second) })).code).toBe(200);
    expect(await db.sessions.count()).toBe(2);
  });

  it("keeps at most a few messages per address however many are asked for", async () => {
    for (let i = 0; i < 20; i++) await nonceFor(alice.address);
    await nonceFor(mallory.address);
    const stored = await db.loginNonces.toArray();
    expect(stored.filter((n) => n.address === alice.address.toLowerCase())).toHaveLength(STORED_PER_ADDRESS);
    expect(stored).toHaveLength(STORED_PER_ADDRESS + 1);
  });

  it("signs in once per nonce, by message or by signature alone", async () => {
    const message = await nonceFor(alice.address);
    const signature = await alice.signMessage(message);
    expect((await auth(alice.address, { signature, message })).code).toBe(200);
    expect((await auth(alice.address, { signature, message })).code).toBe(10002);
    expect((await auth(alice.address, { signature })).code).toBe(10002);
    expect(await db.sessions.count()).toBe(1);
  });

  it("lets one of two simultaneous sign-ins with the same nonce through", async () => {
    const message = await nonceFor(alice.address);
    const signature = await alice.signMessage(message);
    const both = await Promise.all([
      auth(alice.address, { signature, message }),
      auth(alice.address, { signature }),
    ]);
    expect(both.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, 10002]);
    expect(await db.sessions.count()).toBe(1);
  });
});

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

describe("expired nonces and sessions are swept", () => {
  it("on the next nonce or sign-in, a bounded batch at a time", async () => {
    const message = await nonceFor(alice.address);
    await auth(alice.address, { signature: await alice.signMessage(message), message });
    await nonceFor(mallory.address);
    const now = Date.now();
    await db.sessions.bulkAdd(
      Array.from({ length: 150 }, (_, i) => ({ token: `old-${i}`, userId: 1, expiresAt: now - 1000 })),
    );
    expect([await db.usedNonces.count(), await db.loginNonces.count(), await db.sessions.count()]).toEqual([
      1, 1, 151,
    ]);
    later(6 * 60_000);
    await nonceFor(alice.address); // sweeps: the used nonce, mallory's message, 100 expired sessions
    expect([await db.usedNonces.count(), await db.loginNonces.count(), await db.sessions.count()]).toEqual([
      0, 1, 51,
    ]);
    await nonceFor(alice.address);
    expect(await db.sessions.count()).toBe(1);
    later(7 * 24 * 60 * 60_000);
    const next = await nonceFor(alice.address);
    await auth(alice.address, { signature: await alice.signMessage(next), message: next });
    expect((await db.sessions.toArray()).every((s) => s.expiresAt > Date.now())).toBe(true);
  });
});
