import type { UserInfo } from "../../src/api/wire";
import { units } from "../../src/lib/money/units";
import { db } from "../db/holderDb";
import { applyChanges } from "../services/ledger";
import { call, login } from "./harness";
import { randomWallet } from "../random";

/** A signed-up user, optionally an admin, optionally holding coins (credited through the ledger). */
export async function signUp(options: { admin?: boolean; coins?: Record<number, string> } = {}) {
  const wallet = randomWallet();
  const token = await login(wallet);
  const info = (await call<UserInfo>("GET", "/api/user/info", { token })).data;
  if (options.admin) await db.users.update(info.id, { is_admin: 1 });
  const changes = Object.entries(options.coins ?? {}).map(([coinId, amount]) => ({
    userId: info.id,
    coinId: Number(coinId),
    amount: units(amount),
    type: "admin_operation" as const,
    ref: "test funding",
  }));
  if (changes.length) await applyChanges(changes);
  return { wallet, token, info };
}

/** A user's balance of a coin as the store holds it: "0" before the coin's first entry. */
export const balance = async (userId: number, coinId = 1) =>
  (await db.balances.get([userId, coinId]))?.amount ?? "0";

export const usdt = (userId: number) => balance(userId, 1);

/** Everything a refused request must leave untouched. */
export async function moneySnapshot() {
  return {
    balances: await db.balances.toArray(),
    bills: await db.bills.count(),
    exchanges: await db.exchanges.count(),
    recharges: await db.recharges.count(),
    withdrawals: await db.withdrawals.count(),
  };
}
