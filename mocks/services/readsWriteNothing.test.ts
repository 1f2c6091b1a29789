import { getAddress } from "ethers";
import { describe, expect, it } from "vitest";
import { units } from "../../src/lib/money/units";
import { clock } from "../clock";
import type { UserRow } from "../db/accounts";
import { db } from "../db/holderDb";
import { call, withMockBackend } from "../test/harness";
import { DAY, staker } from "../test/stakers";
import { leftBehindMint } from "../test/mints";
import { signUp } from "../test/users";
import { randomWallet } from "../random";
import { adminOverview, adminStakes } from "./adminOverview";
import { adminUser } from "./adminUser";
import { WHOLE_BILL, billLogs } from "./bill";
import { incomeRecords, stakeDetail, stakeIncome } from "./income";
import { applyChanges } from "./ledger";
import { mintInfo, mintRecords } from "./mint";
import { SIGNING_WINDOW_MS, settlePendingMints } from "./mintSettlement";
import { ownNfts, stakeRecord } from "./nft";
import { holderNft, locksOf, send, signerFor } from "./nftChain";
import { rechargeLogs } from "./recharge";
import { settleDue } from "./settleDue";
import { settleStakes } from "./stakeLocks";
import { toUserInfo } from "./user";
import { userCoins } from "./wallet";
import { reviewList, withdrawLogs } from "./withdraw";

withMockBackend();

const PAGE = { page: 1, count: 20, cursor: null };

/** Every row of every table of the backend's store. */
const store = async () =>
  Object.fromEntries(await Promise.all(db.tables.map(async (t) => [t.name, await t.toArray()] as const)));

/**
 * A staker with every kind of work falling due at once (3 days on): a deposit past its confirmation, an approved
 * withdrawal past its sending time, a mint left unsigned past the signing window, a staked NFT with days to issue
 * and another unstaked on chain whose record is still open.
 */
async function everythingDue() {
  const admin = await signUp({ admin: true });
  const me = await staker(2);
  await applyChanges([
    { userId: me.info.id, coinId: 1, amount: units("100"), type: "admin_operation", ref: "t" },
  ]);
  const to = randomWallet().address;
  const asked = await call<{ id: number }>("POST", "/api/exchange/withdraw", {
    token: me.token,
    body: { coin_id: 1, address: to, amount: "20" },
  });
  await call("POST", `/api/admin/withdraw/${asked.data.id}/approve`, { token: admin.token });
  await call("POST", "/api/user/recharge/simulate", {
    token: me.token,
    body: { coin_id: 1, amount: "75.5" },
  });
  await leftBehindMint(me.info.id);
  await send(holderNft(signerFor(me.wallet.privateKey)), "unstake", [[me.ids[1]!]]);
  clock.advance(3 * DAY);
  return { admin, me, user: (await db.users.get(me.info.id)) as UserRow };
}

describe("reads write nothing: settling is its own step (docs/decisions/0049-settling-is-a-step.md)", () => {
  it("every read of due work leaves the store as it was, and shows the work not yet done", async () => {
    const { me, user } = await everythingDue();
    const id = me.info.id;
    const now = clock.now();
    const before = await store();

    const reads = {
      coins: await userCoins(id),
      info: await toUserInfo(user),
      bill: await billLogs(id, WHOLE_BILL, PAGE),
      recharges: await rechargeLogs(id, PAGE),
      withdrawals: await withdrawLogs(id, PAGE),
      review: await reviewList("processing", PAGE),
      overview: await adminOverview(),
      adminStakes: await adminStakes(PAGE),
      lookup: await adminUser(user),
      mintInfo: await mintInfo(id),
      mints: await mintRecords(id, PAGE),
      own: await ownNfts(user),
      staked: await stakeRecord(id, await locksOf(getAddress(user.address)), PAGE),
      income: await stakeIncome(id, now),
      incomeRecords: await incomeRecords(id, PAGE, now),
      detail: await stakeDetail(id, me.ids[0], now),
    };

    expect(await store()).toEqual(before);
    expect(reads.recharges.list[0]!.status).toBe("pending");
    expect(reads.withdrawals.list[0]!.status).toBe("processing");
    expect(reads.mints.list[0]!.status).toBe("pending");
    expect(reads.income.total).toBe("0");
    expect(reads.incomeRecords.count).toBe(0);
  });

  it("the settle steps do the work, and the same reads then show it", async () => {
    const { me, user } = await everythingDue();
    const id = me.info.id;
    const usdtBefore = (await userCoins(id)).find((c) => c.coin_id === 1)!.money;

    await settleDue(clock.now());
    await settlePendingMints(id);
    const now = await settleStakes(user);

    expect((await rechargeLogs(id, PAGE)).list[0]!.status).toBe("successful");
    // The deposit credited, the unsigned mint's price refunded.
    const usdt = (await userCoins(id)).find((c) => c.coin_id === 1)!.money;
    expect(units(usdt) - units(usdtBefore)).toBe(units("95.5"));
    expect((await withdrawLogs(id, PAGE)).list[0]!.status).toBe("successful");
    expect((await mintRecords(id, PAGE)).list[0]!.status).toBe("refunded");
    expect((await stakeIncome(id, now)).total).not.toBe("0");
    expect(await db.stakes.where("tokenId").equals(me.ids[1]!).first()).toMatchObject({ status: "unstaked" });
  });
});

describe("each read route settles before it answers", () => {
  it.each([
    "/api/user/info",
    "/api/user/coins",
    "/api/user/coin_logs",
    "/api/user/recharge/logs",
    "/api/user/withdraw/logs",
    "/api/admin/withdraw",
    "/api/admin/info",
    "/api/admin/user?address=",
  ])("%s credits a due deposit", async (path) => {
    const admin = await signUp({ admin: true });
    const me = await signUp();
    await call("POST", "/api/user/recharge/simulate", { token: me.token, body: { coin_id: 1, amount: "5" } });
    clock.advance(60_000);
    const token = path.startsWith("/api/admin") ? admin.token : me.token;
    const res = await call("GET", path.endsWith("=") ? `${path}${me.info.address}` : path, { token });
    expect(res.code).toBe(200);
    expect((await db.recharges.toArray()).map((r) => r.status)).toEqual(["successful"]);
  });

  it.each(["/api/n_f_t/mint/info", "/api/n_f_t/record", "/api/n_f_t/own"])(
    "%s settles a pending mint",
    async (path) => {
      const me = await signUp({ coins: { 1: "20" } });
      await leftBehindMint(me.info.id);
      clock.advance(SIGNING_WINDOW_MS);
      expect((await call("GET", path, { token: me.token })).code).toBe(200);
      expect((await db.mints.toArray()).map((m) => m.status)).toEqual(["refunded"]);
    },
  );

  it.each(["/api/n_f_t/stake/income", "/api/n_f_t/stake/income/record", "/api/n_f_t/stake/detail/"])(
    "%s issues the days a stake completed",
    async (path) => {
      const me = await staker(1);
      clock.advance(DAY);
      const res = await call("GET", path.endsWith("/") ? `${path}${me.ids[0]}` : path, { token: me.token });
      expect(res.code).toBe(200);
      expect(await db.incomes.count()).toBe(1);
    },
  );

  it("/api/n_f_t/stake/record closes a stake the chain no longer shows", async () => {
    const me = await staker(1);
    await send(holderNft(signerFor(me.wallet.privateKey)), "unstake", [me.ids]);
    expect((await call("GET", "/api/n_f_t/stake/record", { token: me.token })).code).toBe(200);
    expect((await db.stakes.toArray()).map((s) => s.status)).toEqual(["unstaked"]);
  });
});
