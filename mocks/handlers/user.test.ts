import { Wallet } from "ethers";
import { describe, expect, it } from "vitest";
import type { UserInfo } from "../../src/api/wire";
import { db } from "../db";
import { call, login, withMockBackend } from "../test/harness";

withMockBackend();

async function signUp() {
  const wallet = Wallet.createRandom();
  const token = await login(wallet);
  const info = (await call<UserInfo>("GET", "/api/user/info", { token })).data;
  return { wallet, token, info };
}

const bind = (token: string, body: unknown) => call("POST", "/api/bind/invite", { token, body });

describe("GET /api/user/info", () => {
  it("answers the user info object of a new user", async () => {
    const { wallet, info } = await signUp();
    expect(info).toEqual({
      id: expect.any(Number),
      address: wallet.address,
      hide_address: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`,
      balance: "0.00",
      assets: "0.00",
      invite_code: expect.stringMatching(/^[A-Z2-9]{6}$/),
      level: 0,
      node_type: 0,
      is_admin: 0,
      pid: 0,
    });
  });
});

describe("POST /api/bind/invite", () => {
  it("binds to the owner of the code, case-insensitively, once and for good", async () => {
    const inviter = await signUp();
    const other = await signUp();
    const me = await signUp();
    const res = await bind(me.token, { invite_code: inviter.info.invite_code.toLowerCase() });
    expect(res.code).toBe(200);
    expect((await call<UserInfo>("GET", "/api/user/info", { token: me.token })).data.pid).toBe(
      inviter.info.id,
    );

    const again = await bind(me.token, { invite_code: other.info.invite_code });
    expect(again.code).toBe(10104);
    expect(again.message).toBe("You have bound the invitation code, no need to bind again");
    expect((await db.users.get(me.info.id))!.pid).toBe(inviter.info.id);
  });

  it.each([
    ["an empty code", { invite_code: "" }, 10101],
    ["a blank code", { invite_code: "   " }, 10101],
    ["no code", {}, 10101],
    ["a code that is not a string", { invite_code: 42 }, 10101],
    ["an unknown code", { invite_code: "ZZZZZZ" }, 10102],
  ])("refuses %s and changes nothing", async (_, body, code) => {
    const me = await signUp();
    const res = await bind(me.token, body);
    expect([res.status, res.code]).toEqual([200, code]);
    expect((await db.users.get(me.info.id))!.pid).toBe(0);
  });

  it("refuses the user's own code", async () => {
    const me = await signUp();
    const res = await bind(me.token, { invite_code: me.info.invite_code });
    expect(res.code).toBe(10103);
    expect((await db.users.get(me.info.id))!.pid).toBe(0);
  });

  it("refuses a code that would make a cycle", async () => {
    const top = await signUp();
    const middle = await signUp();
    const bottom = await signUp();
    expect((await bind(middle.token, { invite_code: top.info.invite_code })).code).toBe(200);
    expect((await bind(bottom.token, { invite_code: middle.info.invite_code })).code).toBe(200);
    const res = await bind(top.token, { invite_code: bottom.info.invite_code });
    expect(res.code).toBe(10105);
    expect((await db.users.get(top.info.id))!.pid).toBe(0);
  });

  it("refuses a body that is not JSON and a caller without a token", async () => {
    const me = await signUp();
    const notJson = await call("POST", "/api/bind/invite", { token: me.token, rawBody: "invite_code=ABC" });
    expect(notJson.code).toBe(10001);
    const anonymous = await call("POST", "/api/bind/invite", { body: { invite_code: "ABC" } });
    expect(anonymous.code).toBe(10039);
  });
});
