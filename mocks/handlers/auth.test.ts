import { afterEach, describe, expect, it, vi } from "vitest";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import { call, login, withMockBackend } from "../test/harness";
import { randomWallet } from "../random";

withMockBackend();
afterEach(() => {
  vi.useRealTimers();
});

const alice = randomWallet();
const mallory = randomWallet();

async function nonceFor(address: string) {
  return call<string>("POST", `/api/public/nonce/${address}`);
}

describe("POST /api/public/nonce/{address}", () => {
  it("answers an EIP-4361 message for this host, chain 56, 128 random bits, expiring in 5 minutes", async () => {
    const now = Date.now();
    const { status, code, data } = await nonceFor(alice.address.toLowerCase());
    expect([status, code]).toEqual([200, 200]);
    const lines = data.split("\n");
    expect(lines[0]).toBe("app.test wants you to sign in with your Ethereum account:");
    expect(lines[1]).toBe(alice.address);
    expect(data).toContain("\nURI: http://app.test\n");
    expect(data).toContain("\nVersion: 1\n");
    expect(data).toContain("\nChain ID: 56\n");
    const nonce = /\nNonce: ([0-9a-f]+)\n/.exec(data)?.[1] ?? "";
    expect(nonce.length * 4).toBeGreaterThanOrEqual(96);
    const issued = Date.parse(/Issued At: (\S+)/.exec(data)![1]!);
    const expires = Date.parse(/Expiration Time: (\S+)/.exec(data)![1]!);
    expect(Math.abs(issued - now)).toBeLessThan(1000);
    expect(expires - issued).toBe(5 * 60_000);
  });

  it("gives a different nonce each time", async () => {
    const a = await nonceFor(alice.address);
    const b = await nonceFor(alice.address);
    expect(a.data).not.toBe(b.data);
  });

  it.each(["0x123", "not-an-address", `0x${"g".repeat(40)}`])(
    "refuses a malformed address %s",
    async (bad) => {
      const res = await nonceFor(bad);
      expect([res.status, res.code, res.data]).toEqual([200, 10001, null]);
      expect(res.message).toBe("The wallet address is not valid");
      expect(await db.loginNonces.count()).toBe(0);
    },
  );

  it("refuses a mixed-case address whose checksum is broken", async () => {
    // EIP-55's own example with one letter's case changed (a random address flipped whole can come out all one
    // case, which is a valid unchecksummed address).
    const checksummed = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
    expect((await nonceFor(checksummed)).code).toBe(200);
    const res = await nonceFor("0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed");
    expect(res.code).toBe(10001);
  });

  it("answers in the caller's language", async () => {
    const res = await call("POST", "/api/public/nonce/0x123", { lang: "zh-CN" });
    expect(res.code).toBe(10001);
    expect(res.message).not.toBe("The wallet address is not valid");
    expect(res.message.length).toBeGreaterThan(0);
  });
});

describe("POST /api/public/auth/{address}", () => {
  it("signs in with a valid signature and creates the user once", async () => {
    const token = await login(alice);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const info = await call<{ address: string; id: number; pid: number }>("GET", "/api/user/info", { token });
    expect(info.code).toBe(200);
    expect(info.data.address).toBe(alice.address);
    const again = await login(alice);
    expect(again).not.toBe(token);
    expect(await db.users.count()).toBe(1);
  });

  it("refuses a replayed nonce", async () => {
    const { data: message } = await nonceFor(alice.address);
    const signature = await alice.signMessage(message);
    const first = await call("POST", `/api/public/auth/${alice.address}`, { body: { signature } });
    expect(first.code).toBe(200);
    const replay = await call("POST", `/api/public/auth/${alice.address}`, { body: { signature } });
    expect(replay.code).toBe(10002);
    expect(await db.sessions.count()).toBe(1);
  });

  it("refuses an expired nonce", async () => {
    const { data: message } = await nonceFor(alice.address);
    const signature = await alice.signMessage(message);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    const res = await call("POST", `/api/public/auth/${alice.address}`, { body: { signature } });
    expect(res.code).toBe(10002);
    expect(await db.users.count()).toBe(0);
  });

  it("refuses a signature by another key and keeps the nonce for the real owner", async () => {
    const { data: message } = await nonceFor(alice.address);
    const forged = await mallory.signMessage(message);
    const res = await call("POST", `/api/public/auth/${alice.address}`, { body: { signature: forged } });
    expect(res.code).toBe(10003);
    expect(await db.sessions.count()).toBe(0);
    const real = await call("POST", `/api/public/auth/${alice.address}`, {
      body: { signature: await alice.signMessage(message) },
    });
    expect(real.code).toBe(200);
  });

  it.each([
    ["empty", ""],
    ["garbage", "0xnope"],
    ["well-formed but invalid", `0x${"11".repeat(65)}`],
    ["not a string", 12],
  ])("refuses an %s signature", async (_, signature) => {
    await nonceFor(alice.address);
    const res = await call("POST", `/api/public/auth/${alice.address}`, { body: { signature } });
    expect([res.status, res.code]).toEqual([200, 10003]);
    expect(await db.sessions.count()).toBe(0);
    expect(await db.loginNonces.count()).toBe(1);
  });

  it("refuses a body that is not JSON", async () => {
    await nonceFor(alice.address);
    const res = await call("POST", `/api/public/auth/${alice.address}`, { rawBody: "{signature:" });
    expect([res.status, res.code]).toEqual([200, 10001]);
    expect(res.message).toBe("The request body is not valid JSON");
  });

  it("refuses a sign-in with no nonce requested", async () => {
    const res = await call("POST", `/api/public/auth/${alice.address}`, {
      body: { signature: await alice.signMessage("anything") },
    });
    expect(res.code).toBe(10002);
  });
});

describe("protected routes", () => {
  it("answer 10039 without a token, with an unknown one, and with an expired one", async () => {
    expect((await call("GET", "/api/user/info")).code).toBe(10039);
    expect((await call("GET", "/api/user/info", { token: "deadbeef" })).code).toBe(10039);
    const token = await login(alice);
    clock.advance(30 * 24 * 60 * 60_000); // business time moving on does not end a login…
    expect((await call("GET", "/api/user/info", { token })).code).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 7 * 24 * 60 * 60_000); // …seven days on the wall clock do
    const expired = await call("GET", "/api/user/info", { token });
    expect(expired.code).toBe(10039);
    expect(expired.message).toContain("token");
  });

  it("accept the token with a Bearer prefix", async () => {
    const token = await login(alice);
    expect((await call("GET", "/api/user/info", { token: `Bearer ${token}` })).code).toBe(200);
  });
});
