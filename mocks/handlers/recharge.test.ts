import { describe, expect, it } from "vitest";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import { call, withMockBackend } from "../test/harness";
import { balance, moneySnapshot, signUp } from "../test/users";

withMockBackend();

describe("recharge", () => {
  it("offers USDT on BEP20 only, with the deposit address", async () => {
    const me = await signUp();
    const protocols = await call<{ coin_id: number; channels: { channel: string }[] }[]>(
      "GET",
      "/api/user/coin_protocol",
      {
        token: me.token,
      },
    );
    expect(protocols.data.map((p) => [p.coin_id, p.channels.map((c) => c.channel)])).toEqual([
      [1, ["BEP20"]],
    ]);
    const address = await call<{ address: string }>("GET", "/api/user/coin_address?coin_id=1&channel=BEP20", {
      token: me.token,
    });
    expect(address.data.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect((await call("GET", "/api/user/coin_address?coin_id=2", { token: me.token })).code).toBe(10202);
    expect(
      (await call("GET", "/api/user/coin_address?coin_id=1&channel=ERC20", { token: me.token })).code,
    ).toBe(10405);
    // The channel is required (docs/openapi.yaml): no network is assumed for a deposit address.
    for (const query of ["coin_id=1", "coin_id=1&channel="])
      expect((await call("GET", `/api/user/coin_address?${query}`, { token: me.token })).code).toBe(10405);
  });

  it("credits a simulated deposit once, after the confirmation time on the demo clock", async () => {
    const me = await signUp();
    const res = await call<{ status: string }>("POST", "/api/user/recharge/simulate", {
      token: me.token,
      body: { coin_id: 1, channel: "BEP20", amount: "75.5" },
    });
    expect(res.data.status).toBe("pending");
    expect(await balance(me.info.id)).toBe("0");
    clock.advance(59_000);
    await call("GET", "/api/user/coins", { token: me.token });
    expect(await balance(me.info.id)).toBe("0");
    clock.advance(1_000);
    const logs = await call<{ list: { status: string }[] }>("GET", "/api/user/recharge/logs", {
      token: me.token,
    });
    expect(logs.data.list[0]!.status).toBe("successful");
    await call("GET", "/api/user/coins", { token: me.token });
    expect(await balance(me.info.id)).toBe("75.5");
    expect((await db.bills.toArray()).filter((b) => b.type === "recharge").map((b) => b.amount)).toEqual([
      "75.5",
    ]);
  });

  it.each([
    ["another coin", { coin_id: 2 }, 10202],
    ["another channel", { channel: "ERC20" }, 10405],
    ["less than the minimum", { amount: "0.5" }, 10403],
    ["a negative amount", { amount: "-1" }, 10401],
  ])("refuses %s", async (_, change, code) => {
    const me = await signUp();
    const before = await moneySnapshot();
    const res = await call("POST", "/api/user/recharge/simulate", {
      token: me.token,
      body: { coin_id: 1, channel: "BEP20", amount: "10", ...change },
    });
    expect(res.code).toBe(code);
    expect(await moneySnapshot()).toEqual(before);
  });
});
