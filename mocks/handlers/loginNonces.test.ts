import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "../db/holderDb";
import { STORED_PER_ADDRESS } from "../services/loginNonces";
import { withMockBackend } from "../test/harness";
import { auth, later, nonceFor } from "../test/loginNonces";
import { randomWallet } from "../random";

withMockBackend();
afterEach(() => {
  vi.useRealTimers();
});

const alice = randomWallet();
const mallory = randomWallet();

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
