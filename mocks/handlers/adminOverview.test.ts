import { getAddress } from "ethers";
import { describe, expect, it } from "vitest";
import type { AdminOverview, AdminStake, CursorPage, MintRecord } from "../../src/api/wire";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import { holderNft, send, signerFor } from "../services/nftChain";
import { call, testChain, withMockBackend } from "../test/harness";
import { signUp } from "../test/users";
import { randomWallet } from "../random";

withMockBackend();

const overview = (token?: string) => call<AdminOverview>("GET", "/api/admin/info", { token });
const stakes = (token: string, query = "") =>
  call<CursorPage<AdminStake>>("GET", `/api/admin/stake${query}`, { token });

async function mintAndStake(user: Awaited<ReturnType<typeof signUp>>, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call<MintRecord>("POST", "/api/n_f_t/mint", {
      token: user.token,
      body: { params: {} },
    });
    ids.push(res.data.token_id);
  }
  await testChain.setBalance(user.wallet.address, 10n ** 18n);
  await send(holderNft(signerFor(user.wallet.privateKey)), "stake", [ids]);
  await call("POST", `/api/n_f_t/staked/${count}`, { token: user.token, body: { token_ids: ids } });
  return ids;
}

describe("admin overview", () => {
  it("refuses anyone but an admin, on the server", async () => {
    const me = await signUp();
    for (const path of ["/api/admin/info", "/api/admin/stake"]) {
      const res = await call("GET", path, { token: me.token });
      expect([res.code, res.data]).toEqual([10040, null]);
      expect(res.message).toBeTruthy();
      expect((await call("GET", path)).code).toBe(10039);
    }
  });

  it("counts users, deposits, withdrawals, active stakes, node sales and mints", async () => {
    const admin = await signUp({ admin: true });
    const user = await signUp({ coins: { 1: "1000" } });
    await call("POST", "/api/bind/invite", {
      token: user.token,
      body: { invite_code: admin.info.invite_code },
    });
    for (const amount of ["100", "50.5"]) {
      await call("POST", "/api/user/recharge/simulate", { token: user.token, body: { coin_id: 1, amount } });
    }
    const to = randomWallet().address;
    for (const amount of ["100", "20"]) {
      await call("POST", "/api/exchange/withdraw", {
        token: user.token,
        body: { coin_id: 1, address: to, amount },
      });
    }
    const review = await call<{ list: { id: number }[] }>("GET", "/api/admin/withdraw", {
      token: admin.token,
    });
    await call("POST", `/api/admin/withdraw/${review.data.list.at(-1)!.id}/approve`, { token: admin.token });
    await call("POST", "/api/node/buy/2", { token: user.token, body: { params: {} } });
    await mintAndStake(user, 2);
    clock.advance(10 * 60_000); // deposits confirmed, the approved withdrawal sent

    expect((await overview(admin.token)).data).toEqual({
      users: 2,
      deposits: { total: "150.5", count: 2 },
      withdrawals: { total: "100", count: 1, pending: 1 },
      active_stakes: 2,
      node_sales: { count: 1, total: "500" },
      mints: { count: 2, total: "40" },
      coin_name: "USDT",
    });
  });

  it("lists active stakes newest first by cursor, with their owner", async () => {
    const admin = await signUp({ admin: true });
    const user = await signUp({ coins: { 1: "100" } });
    const ids = await mintAndStake(user, 3);
    const first = await stakes(admin.token, "?count=2");
    expect(first.data.count).toBe(3);
    expect(first.data.list.map((s) => s.token_id)).toEqual([ids[2], ids[1]]);
    expect(first.data.list[0]).toMatchObject({
      user_id: user.info.id,
      address: getAddress(user.info.address),
      stake_days: 0,
      earned: "0",
      coin_name: "HOLD",
    });
    const rest = await stakes(admin.token, `?count=2&cursor=${first.data.next_cursor}`);
    expect(rest.data.list.map((s) => s.token_id)).toEqual([ids[0]]);
    clock.advance(3 * 24 * 3_600_000 + 60_000); // three full days
    const later = await stakes(admin.token, "?count=1");
    expect(later.data.list[0]).toMatchObject({ stake_days: 3, earned: "30" });
    await db.stakes.update((await db.stakes.toArray())[0]!.id!, { status: "unstaked" });
    expect((await stakes(admin.token)).data.count).toBe(2);
  });
});
