import { expect } from "vitest";
import type { NodeBuyResult, NodeTier, UserInfo } from "../../src/api/wire";
import { db } from "../db/holderDb";
import { call } from "./harness";
import { moneySnapshot, signUp } from "./users";

type Account = Awaited<ReturnType<typeof signUp>>;

export const buy = (token: string, type: number | string, requestId?: string) =>
  call<NodeBuyResult>("POST", `/api/node/buy/${type}`, {
    token,
    body: { params: requestId ? { request_id: requestId } : {} },
  });
export const tiers = async () => (await call<NodeTier[]>("GET", "/api/node/info")).data;
export const me = async (token: string) => (await call<UserInfo>("GET", "/api/user/info", { token })).data;

export async function bind(child: Account, parent: Account) {
  const res = await call("POST", "/api/bind/invite", {
    token: child.token,
    body: { invite_code: parent.info.invite_code },
  });
  expect(res.code).toBe(200);
}

/** Users bound in a line: each one invited by the one before it. */
export async function line(length: number, coins: Record<number, string> = {}): Promise<Account[]> {
  const users: Account[] = [];
  for (let i = 0; i < length; i++) {
    const user = await signUp({ coins });
    if (i > 0) await bind(user, users[i - 1]!);
    users.push(user);
  }
  return users;
}

/** Everything a refused node purchase must leave untouched: money, supply, orders, rewards and node types. */
export async function everything() {
  return {
    money: await moneySnapshot(),
    tiers: await db.nodeTiers.toArray(),
    orders: await db.nodeOrders.count(),
    rewards: await db.rewards.count(),
    users: (await db.users.toArray()).map((u) => u.node_type),
  };
}

export async function rewardsOf(userId: number) {
  return (await db.rewards.where("userId").equals(userId).toArray()).map((r) => [r.kind, r.amount, r.ref]);
}
