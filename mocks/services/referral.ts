import Dexie from "dexie";
import { type Units, toDecimal, units } from "../../src/lib/money/units";
import { percentOf, roundTo } from "../../src/lib/money/arithmetic";
import { clock } from "../clock";
import { REFERRAL } from "../config";
import { db } from "../db/holderDb";
import type { RewardKind, RewardRow } from "../db/rewards";
import type { UserRow } from "../db/accounts";
import { applyChanges, type Change } from "./ledger";

/** Referral rewards keep 8 decimals, rounded down: a reward never pays a fraction it did not earn. */
const REWARD_DECIMALS = 8;
/** Guards the walks up and down the tree against a corrupted store (binding keeps it acyclic). */
const MAX_DEPTH = 10_000;

function userRange(userId: number) {
  return [
    [userId, Dexie.minKey],
    [userId, Dexie.maxKey],
  ] as const;
}

/** A user's own performance: USDT spent on nodes and on NFTs minted (a mint counts once it is on chain). */
export async function performanceOf(userId: number): Promise<Units> {
  const [from, to] = userRange(userId);
  const orders = await db.nodeOrders.where("[userId+id]").between(from, to).toArray();
  const mints = await db.mints.where("[userId+id]").between(from, to).toArray();
  return (
    orders.reduce((sum, o) => sum + units(o.price), 0n) +
    mints.filter((m) => m.tokenId > 0).reduce((sum, m) => sum + units(m.price), 0n)
  );
}

export interface Member {
  user: UserRow;
  /** 1 for a direct referral, 2 for theirs, … */
  level: number;
  own: Units;
  /** Own performance plus that of everyone below the member. */
  branch: Units;
}

/** Everyone below `userId`, breadth first, with level, own performance and branch performance. */
export async function teamOf(userId: number): Promise<Member[]> {
  const members: Member[] = [];
  const seen = new Set([userId]);
  let frontier = [userId];
  for (let level = 1; frontier.length && level <= MAX_DEPTH; level++) {
    const rows = await db.users.where("pid").anyOf(frontier).toArray();
    frontier = [];
    for (const user of rows.sort((a, b) => a.id! - b.id!)) {
      if (seen.has(user.id!)) continue;
      seen.add(user.id!);
      const own = await performanceOf(user.id!);
      members.push({ user, level, own, branch: own });
      frontier.push(user.id!);
    }
  }
  // Deepest first, each member's branch adds to its parent's.
  const byId = new Map(members.map((m) => [m.user.id!, m]));
  for (const member of [...members].reverse()) {
    const parent = byId.get(member.user.pid);
    if (parent) parent.branch += member.branch;
  }
  return members;
}

/** The team's total performance and its split into the largest direct branch (big area) and the rest. */
export function areas(members: Member[]): { team: Units; big: Units; small: Units } {
  const direct = members.filter((m) => m.level === 1);
  const team = direct.reduce((sum, m) => sum + m.branch, 0n);
  const big = direct.reduce((most, m) => (m.branch > most ? m.branch : most), 0n);
  return { team, big, small: team - big };
}

/** The uplines of `user`, nearest first (level 1 = the inviter). */
async function uplines(user: UserRow): Promise<UserRow[]> {
  const chain: UserRow[] = [];
  const seen = new Set([user.id!]);
  let pid = user.pid;
  while (pid !== 0 && !seen.has(pid) && chain.length < MAX_DEPTH) {
    const up = await db.users.get(pid);
    if (!up) break;
    chain.push(up);
    seen.add(pid);
    pid = up.pid;
  }
  return chain;
}

interface Payout {
  to: number;
  kind: RewardKind;
  amount: Units;
  ref: string;
}

async function pay(fromUserId: number, payouts: Payout[]): Promise<void> {
  const now = clock.now();
  const due = payouts.filter((p) => p.amount > 0n);
  if (!due.length) return;
  const changes: Change[] = due.map((p) => ({
    userId: p.to,
    coinId: REFERRAL.coinId,
    amount: p.amount,
    type: "referral_reward",
    ref: `${p.kind}:${p.ref}`,
  }));
  await applyChanges(changes);
  const rows: RewardRow[] = due.map((p) => ({
    userId: p.to,
    fromUserId,
    kind: p.kind,
    coinId: REFERRAL.coinId,
    amount: toDecimal(p.amount),
    ref: p.ref,
    created_at: now,
  }));
  await db.rewards.bulkAdd(rows);
}

const share = (price: Units, percent: string) =>
  roundTo(percentOf(price, units(percent), "halfAwayFromZero"), REWARD_DECIMALS, "towardZero");

/**
 * The rewards a node purchase pays (docs/business-rules-nodes-nft-team.md): the inviter's invite reward, the
 * level-2 upline's team reward, and the same-level reward of the nearest upline beyond level 2 whose node type is
 * the tier bought. Then the new-performance awards the purchase completes. Runs inside the purchase's transaction
 * (users, rewards, balances, bills, nodeOrders, mints).
 */
export async function payNodeRewards(
  buyer: UserRow,
  orderId: number,
  type: number,
  price: Units,
): Promise<void> {
  const ref = `node:${orderId}`;
  const ups = await uplines(buyer);
  const payouts: Payout[] = [];
  if (ups[0])
    payouts.push({ to: ups[0].id!, kind: "invite", amount: share(price, REFERRAL.invitePercent), ref });
  if (ups[1]) payouts.push({ to: ups[1].id!, kind: "team", amount: share(price, REFERRAL.teamPercent), ref });
  const peer = ups.slice(2).find((u) => u.node_type === type);
  if (peer) {
    payouts.push({ to: peer.id!, kind: "same_level", amount: share(price, REFERRAL.sameLevelPercent), ref });
  }
  await pay(buyer.id!, payouts);
  await awardNewPerformance(buyer, ups);
}

/**
 * Pays every upline of `user` the one-time new-performance bonus of each threshold its team performance has reached
 * and that it was not paid yet (a reward row with ref `new_performance:<threshold>` marks it paid). Call it, inside
 * the transaction, after performance grew.
 */
export async function awardNewPerformance(user: UserRow, known?: UserRow[]): Promise<void> {
  const ups = known ?? (await uplines(user));
  if (!ups.length || !REFERRAL.newPerformance.length) return;
  // One walk down from the top-most upline gives every upline's branch (their team is branch − own).
  const top = ups.at(-1)!;
  const members = await teamOf(top.id!);
  const byId = new Map(members.map((m) => [m.user.id!, m]));
  const payouts: Payout[] = [];
  for (const up of ups) {
    const member = byId.get(up.id!);
    const team = member ? member.branch - member.own : areas(members).team;
    const [from, to] = [
      [up.id!, "new_performance", Dexie.minKey],
      [up.id!, "new_performance", Dexie.maxKey],
    ];
    const paid = new Set(
      (await db.rewards.where("[userId+kind+id]").between(from, to).toArray()).map((r) => r.ref),
    );
    for (const step of REFERRAL.newPerformance) {
      const ref = `new_performance:${step.threshold}`;
      if (team >= units(step.threshold) && !paid.has(ref)) {
        payouts.push({ to: up.id!, kind: "new_performance", amount: units(step.bonus), ref });
      }
    }
  }
  await pay(user.id!, payouts);
}
