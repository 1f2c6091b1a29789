import { getAddress } from "ethers";
import { describe, expect, it } from "vitest";
import type { AdminUser, BillEntry, CoinBalance, CursorPage } from "../../src/api/wire";
import { call, withMockBackend } from "../test/harness";
import { signUp } from "../test/users";
import { randomWallet } from "../random";

withMockBackend();

const lookUp = (token: string | undefined, address: string) =>
  call<AdminUser>("GET", `/api/admin/user?address=${encodeURIComponent(address)}`, { token });

describe("GET /api/admin/user", () => {
  it("refuses anyone but an admin, on the server", async () => {
    const me = await signUp();
    const res = await lookUp(me.token, me.info.address);
    expect([res.code, res.data]).toEqual([10040, null]);
    expect((await lookUp(undefined, me.info.address)).code).toBe(10039);
  });

  it("shows an admin the user's account, balances, inviter and ten latest bill entries, as the user sees them", async () => {
    const admin = await signUp({ admin: true });
    const user = await signUp({ coins: { 1: "1000" } });
    await call("POST", "/api/bind/invite", {
      token: user.token,
      body: { invite_code: admin.info.invite_code },
    });
    for (const amount of ["10", "20", "30", "40", "50", "60", "70", "80", "90", "100", "110"]) {
      await call("POST", "/api/admin/balance", {
        token: admin.token,
        body: { address: user.info.address, coin_id: 2, amount, reason: "support ticket" },
      });
    }

    const res = await lookUp(admin.token, user.info.address.toLowerCase());
    expect(res.code).toBe(200);
    const coins = await call<CoinBalance[]>("GET", "/api/user/coins", { token: user.token });
    const bill = await call<CursorPage<BillEntry>>("GET", "/api/user/coin_logs?count=10", {
      token: user.token,
    });
    expect(res.data).toEqual({
      id: user.info.id,
      address: getAddress(user.info.address),
      node_type: 0,
      level: user.info.level,
      is_admin: 0,
      invite_code: user.info.invite_code,
      inviter: getAddress(admin.info.address),
      created_at: expect.any(Number) as number,
      balances: coins.data,
      bills: bill.data.list,
    });
    expect(res.data.bills).toHaveLength(10);
    expect(res.data.bills[0]).toMatchObject({ coin_id: 2, amount: "110", ref: "admin" });
    // The admin's reason stays off the bill, here too.
    expect(JSON.stringify(res.data)).not.toContain("support ticket");
  });

  it("answers a user with no inviter and no bill", async () => {
    const admin = await signUp({ admin: true });
    const res = await lookUp(admin.token, admin.info.address);
    expect(res.data).toMatchObject({ inviter: null, is_admin: 1, bills: [] });
  });

  it("refuses a malformed address (10402) and one nobody signed in with (10407)", async () => {
    const admin = await signUp({ admin: true });
    for (const bad of ["", "0x123", "0x" + "g".repeat(40), "not an address"]) {
      const res = await lookUp(admin.token, bad);
      expect([bad, res.code, res.data]).toEqual([bad, 10402, null]);
    }
    const missing = await call("GET", "/api/admin/user", { token: admin.token });
    expect(missing.code).toBe(10402);
    const unknown = await lookUp(admin.token, randomWallet().address);
    expect([unknown.code, unknown.data]).toEqual([10407, null]);
    expect(unknown.message).toBe("No user has this address");
  });
});
