import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "../../src/api/wire";
import { db } from "../db/holderDb";
import { randomWallet } from "../random";
import { SESSION_TTL_MS, SESSIONS_PER_ADDRESS } from "../services/auth";
import { call, login, withMockBackend, type TestSigner } from "../test/harness";
import { auth, later, nonceFor } from "../test/loginNonces";

withMockBackend();
afterEach(() => {
  vi.useRealTimers();
});

const info = async (token: string) => (await call("GET", "/api/user/info", { token })).code;
const codes = (tokens: string[]) => Promise.all(tokens.map(info));

/** `n` sign-ins of `wallet` one after the other, a second apart on the wall clock (Date only). */
async function signIns(wallet: TestSigner, n: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    later(1000);
    tokens.push(await login(wallet));
  }
  return tokens;
}

describe(`at most ${SESSIONS_PER_ADDRESS} live sessions per address`, () => {
  it("the sixth sign-in revokes the first token (10039); the other five and other addresses' work", async () => {
    expect(SESSIONS_PER_ADDRESS).toBe(5);
    const [alice, bob] = [randomWallet(), randomWallet()];
    const bobsFirst = await login(bob);
    const [first, ...rest] = await signIns(alice, 5);
    expect(await codes([first!, ...rest])).toEqual([200, 200, 200, 200, 200]);
    const sixth = (await signIns(alice, 1))[0]!;
    const answer = await call("GET", "/api/user/info", { token: first });
    expect([answer.code, answer.data]).toEqual([ErrorCode.tokenInvalid, null]);
    expect(await codes([...rest, sixth])).toEqual([200, 200, 200, 200, 200]);
    expect(await info(bobsFirst)).toBe(200);
    expect(await db.sessions.count()).toBe(6); // alice's five, bob's one
  });

  it("22 sign-ins leave the newest five", async () => {
    const alice = randomWallet();
    const bob = await login(randomWallet());
    const tokens = await signIns(alice, 22);
    expect(await codes(tokens)).toEqual([...Array<number>(17).fill(10039), ...Array<number>(5).fill(200)]);
    const user = await db.users.where("address").equals(alice.address.toLowerCase()).first();
    expect((await db.sessions.where("userId").equals(user!.id!).primaryKeys()).sort()).toEqual(
      tokens.slice(-5).sort(),
    );
    expect(await info(bob)).toBe(200);
  });

  it("counts live sessions only: after a logout or an expiry nothing more is revoked", async () => {
    const alice = randomWallet();
    const tokens = await signIns(alice, 5);
    expect((await call("POST", "/api/user/logout", { token: tokens[0] })).code).toBe(200);
    const next = await signIns(alice, 1);
    expect(await codes([...tokens.slice(1), ...next])).toEqual([200, 200, 200, 200, 200]);

    later(SESSION_TTL_MS); // all five have expired on the wall clock
    const fresh = await login(alice);
    expect(await info(fresh)).toBe(200);
    const user = await db.users.where("address").equals(alice.address.toLowerCase()).first();
    expect(await db.sessions.where("userId").equals(user!.id!).primaryKeys()).toEqual([fresh]);
  });

  it("brings a store that holds many sessions of an address down to five at its next sign-in", async () => {
    const alice = randomWallet();
    const first = await login(alice);
    const { userId, expiresAt } = (await db.sessions.get(first))!;
    // Rows a server without the bound left behind: 21 more, one a minute older than the next.
    await db.sessions.bulkAdd(
      Array.from({ length: 21 }, (_, i) => ({
        token: `old-${i}`,
        userId,
        expiresAt: expiresAt - (i + 1) * 60_000,
      })),
    );
    const next = (await signIns(alice, 1))[0]!;
    expect((await db.sessions.where("userId").equals(userId).primaryKeys()).sort()).toEqual(
      [next, first, "old-0", "old-1", "old-2"].sort(),
    );
  });

  it("keeps five when sign-ins of one address arrive at once (the bound is in the sign-in's transaction)", async () => {
    const alice = randomWallet();
    const messages = await Promise.all(Array.from({ length: 8 }, () => nonceFor(alice.address)));
    const signed = await Promise.all(
      messages.map(async (message) => ({ message, signature: await alice.signMessage(message) })),
    );
    const answers = await Promise.all(signed.map((body) => auth(alice.address, body)));
    expect(answers.map((a) => a.code)).toEqual(Array<number>(8).fill(200));
    const tokens = answers.map((a) => a.data.token);
    expect(new Set(tokens).size).toBe(8);
    const live = (await codes(tokens)).filter((code) => code === 200);
    expect(live).toHaveLength(5);
    expect(await db.sessions.count()).toBe(5);
  });
});
