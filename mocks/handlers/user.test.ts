import { describe, expect, it } from "vitest";
import type { UserInfo } from "../../src/api/wire";
import { units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { RECHARGE } from "../config";
import { db } from "../db/holderDb";
import { applyChanges } from "../services/ledger";
import { call, login, withMockBackend } from "../test/harness";
import { randomWallet } from "../random";

withMockBackend();

async function signUp() {
  const wallet = randomWallet();
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
      balance: "0.0000",
      assets: "0.0000",
      invite_code: expect.stringMatching(/^[A-Z2-9]{6}$/),
      level: 0,
      node_type: 0,
      is_admin: 0,
      pid: 0,
    });
  });
});

describe("GET /api/user/info holdings", () => {
  const info = async (token: string) => (await call<UserInfo>("GET", "/api/user/info", { token })).data;

  it("answers the USDT balance and every coin's value in USDT, after a deposit and an exchange", async () => {
    const me = await signUp();
    const deposit = await call("POST", "/api/user/recharge/simulate", {
      token: me.token,
      body: { coin_id: 1, amount: "120.5" },
    });
    expect(deposit.code).toBe(200);
    // Pending until confirmed: the holdings do not count it yet.
    expect(await info(me.token)).toMatchObject({ balance: "0.0000", assets: "0.0000" });
    clock.advance(RECHARGE.confirmMs);
    expect(await info(me.token)).toMatchObject({ balance: "120.5000", assets: "120.5000" });

    // 20 USDT → 160 HOLD less the 0.3% fee (0.48) = 159.52 HOLD, worth 19.94 USD at 0.125.
    const swap = await call("POST", "/api/exchange/exchange", {
      token: me.token,
      body: { from_coin_id: 1, to_coin_id: 2, amount: "20" },
    });
    expect(swap.code).toBe(200);
    expect(await info(me.token)).toMatchObject({ balance: "100.5000", assets: "120.4400" });
  });

  it("rounds to four places half away from zero, like the wallet panel, and counts every coin", async () => {
    const me = await signUp();
    await applyChanges([
      { userId: me.info.id, coinId: 1, amount: units("1.00005"), type: "admin_operation", ref: "t" },
      { userId: me.info.id, coinId: 3, amount: units("0.0004"), type: "admin_operation", ref: "t" },
      { userId: me.info.id, coinId: 4, amount: units("0.001"), type: "admin_operation", ref: "t" },
    ]);
    const other = await signUp();
    await applyChanges([
      { userId: other.info.id, coinId: 1, amount: units("7"), type: "admin_operation", ref: "t" },
    ]);
    // 1.00005 + 0.0004 × 0.125 + 0.001 × 612.5 = 1.61260 → 1.6126; the USDT balance 1.00005 → 1.0001.
    expect(await info(me.token)).toMatchObject({ balance: "1.0001", assets: "1.6126" });
    expect(await info(other.token)).toMatchObject({ balance: "7.0000", assets: "7.0000" });
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
    ["a code of 33 characters", { invite_code: "A".repeat(33) }, 10106],
    ["a code with a symbol", { invite_code: "HOLD-ER" }, 10106],
    ["a code with a space inside", { invite_code: "HOL DER" }, 10106],
    ["a code with letters beyond ASCII", { invite_code: "HÖLDER" }, 10106],
  ])("refuses %s and changes nothing", async (_, body, code) => {
    const me = await signUp();
    const res = await bind(me.token, body);
    expect([res.status, res.code]).toEqual([200, code]);
    expect((await db.users.get(me.info.id))!.pid).toBe(0);
  });

  it("takes a code of 32 letters and digits (unknown here, so 10102, not 10106)", async () => {
    const me = await signUp();
    expect((await bind(me.token, { invite_code: "Ab1".repeat(10) + "Z9" })).code).toBe(10102);
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
