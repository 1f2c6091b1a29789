import { getAddress } from "ethers";
import type { AdminOverview, AdminStake, CursorPage } from "../../src/api/wire";
import { toDecimal, units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { COINS, STAKE, USDT_COIN_ID } from "../config";
import { db } from "../db/holderDb";
import { keysetPage, type PageQuery } from "./paging";
import { fullDays } from "./stakeLocks";

const sum = (rows: { amount?: string; price?: string }[]) =>
  toDecimal(rows.reduce((total, r) => total + units(r.amount ?? r.price ?? "0"), 0n));

/**
 * GET /api/admin/info: users; deposits (successful recharges) and withdrawals (successful, and how many wait for
 * review) in USDT; active stakes; node sales; mints on chain. The handler settles what is due first (settleDue.ts), so
 * the figures are those of the demo clock's now.
 */
export async function adminOverview(): Promise<AdminOverview> {
  const deposits = await db.recharges
    .filter((r) => r.status === "successful" && r.coinId === USDT_COIN_ID)
    .toArray();
  const sent = await db.withdrawals
    .where("[status+id]")
    .between(["successful", 0], ["successful", Infinity])
    .filter((w) => w.coinId === USDT_COIN_ID)
    .toArray();
  const pending = await db.withdrawals
    .where("[status+id]")
    .between(["pending", 0], ["pending", Infinity])
    .count();
  const orders = await db.nodeOrders.toArray();
  const mints = await db.mints.filter((m) => m.tokenId > 0).toArray();
  return {
    users: await db.users.count(),
    deposits: { total: sum(deposits), count: deposits.length },
    withdrawals: { total: sum(sent), count: sent.length, pending },
    active_stakes: await db.stakes.where("[status+id]").between(["staked", 0], ["staked", Infinity]).count(),
    node_sales: { count: orders.length, total: sum(orders) },
    mints: { count: mints.length, total: sum(mints) },
    coin_name: COINS.find((c) => c.id === USDT_COIN_ID)!.name,
  };
}

/**
 * GET /api/admin/stake: every active stake, newest first, keyset by stake id, with its full days so far and their
 * income (daily reward × days, the rows its owner's next read issues; docs/decisions/0032-admin-work.md) on the demo
 * clock's now. Stakes as the backend last knew them: the chain is read when their owner next asks.
 */
export async function adminStakes(query: PageQuery): Promise<CursorPage<AdminStake>> {
  const page = await keysetPage(db.stakes, "[status+id]", ["staked"], query, (s) => s);
  const users = await db.users.bulkGet(page.list.map((s) => s.userId));
  const now = clock.now();
  const coinName = COINS.find((c) => c.id === STAKE.coinId)!.name;
  return {
    ...page,
    list: page.list.map((s, i) => {
      const days = fullDays(s, now);
      return {
        id: s.id!,
        user_id: s.userId,
        address: users[i] ? getAddress(users[i].address) : "",
        token_id: s.tokenId,
        uri: s.uri,
        staked_at: s.staked_at,
        stake_days: days,
        earned: toDecimal(units(STAKE.dailyReward) * BigInt(days)),
        coin_name: coinName,
      };
    }),
  };
}
