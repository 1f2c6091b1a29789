import { describe, expect, it } from "vitest";
import { db } from "../db/holderDb";
import { call, login, withMockBackend } from "../test/harness";
import { randomWallet } from "../random";

withMockBackend();

const logout = (token?: string) => call<null>("POST", "/api/user/logout", { token });
const info = (token: string) => call("GET", "/api/user/info", { token });

describe("POST /api/user/logout", () => {
  it("ends the caller's session: the old token then gets 10039", async () => {
    const alice = randomWallet();
    const token = await login(alice);
    expect((await info(token)).code).toBe(200);
    const res = await logout(token);
    expect([res.status, res.code, res.data]).toEqual([200, 200, null]);
    const after = await info(token);
    expect(after.code).toBe(10039);
    expect(await db.sessions.get(token)).toBeUndefined();
  });

  it("ends only that session: the same user's other logins and other users stay signed in", async () => {
    const alice = randomWallet();
    const [phone, laptop] = [await login(alice), await login(alice)];
    const bob = await login(randomWallet());
    await logout(phone);
    expect([(await info(phone)).code, (await info(laptop)).code, (await info(bob)).code]).toEqual([
      10039, 200, 200,
    ]);
  });

  it.each([
    ["no token", undefined],
    ["an unknown token", "deadbeef"],
  ])("is refused with %s, and ends nothing", async (_, token) => {
    const alice = await login(randomWallet());
    const res = await logout(token);
    expect([res.code, res.data]).toEqual([10039, null]);
    expect(await db.sessions.count()).toBe(1);
    expect((await info(alice)).code).toBe(200);
  });

  it("is refused the second time: a revoked token cannot log out again", async () => {
    const token = await login(randomWallet());
    expect((await logout(token)).code).toBe(200);
    expect((await logout(token)).code).toBe(10039);
  });

  it("accepts the token with a Bearer prefix", async () => {
    const token = await login(randomWallet());
    expect((await logout(`Bearer ${token}`)).code).toBe(200);
    expect((await info(token)).code).toBe(10039);
  });
});
