import {
  ErrorCode,
  type CursorPage,
  type NodeBuyResult,
  type NodeOrder,
  type NodeOrderDetail,
  type NodeTier,
  type NodeTierType,
  type NodeType,
} from "../../src/api/wire";
import { units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { COINS, NODE_COIN_ID, NODE_TIERS } from "../config";
import { db } from "../db/holderDb";
import type { NodeOrderRow, NodeTierRow } from "../db/nodes";
import type { UserRow } from "../db/accounts";
import { ServiceError } from "./errors";
import { once } from "./idempotency";
import { readId } from "./input";
import { applyChanges } from "./ledger";
import { keysetPage, type PageQuery } from "./paging";
import { payNodeRewards } from "./referral";

const coinName = COINS.find((c) => c.id === NODE_COIN_ID)!.name;

/** Every table a purchase touches, in one transaction. */
export const purchaseTables = () => [
  db.nodeTiers,
  db.nodeOrders,
  db.users,
  db.balances,
  db.bills,
  db.rewards,
  db.mints,
  db.requests,
];

function toTier(row: NodeTierRow): NodeTier {
  return {
    type: row.type,
    price: row.price,
    surplus: row.surplus,
    total: row.total,
    coin_id: NODE_COIN_ID,
    coin_name: coinName,
  };
}

function toOrder(row: NodeOrderRow): NodeOrder {
  return {
    id: row.id!,
    type: row.type,
    price: row.price,
    coin_id: NODE_COIN_ID,
    coin_name: coinName,
    created_at: row.created_at,
  };
}

/** The tiers come from the config on first use; from then on the store counts their supply down. */
async function ensureTiers(): Promise<void> {
  const stored = await db.nodeTiers.bulkGet(NODE_TIERS.map((t) => t.type));
  const missing = NODE_TIERS.filter((_, i) => !stored[i]);
  if (missing.length) {
    await db.nodeTiers.bulkAdd(
      missing.map((t) => ({ type: t.type, price: t.price, total: t.total, surplus: t.total })),
    );
  }
}

export function nodeTiers(): Promise<NodeTier[]> {
  return db.transaction("rw", db.nodeTiers, async () => {
    await ensureTiers();
    return (await db.nodeTiers.toArray()).sort((a, b) => a.type - b.type).map(toTier);
  });
}

export function readNodeType(raw: unknown): NodeTierType {
  const type = readId(raw);
  if (type === null || !NODE_TIERS.some((t) => t.type === type)) {
    throw new ServiceError(ErrorCode.badRequest, "nodeTypeInvalid");
  }
  return type as NodeTierType;
}

/**
 * Books one node of `type` for `userId`: one from the supply (refused when none is left), the price out of the
 * USDT balance (refused when short), the order, the user's node type (the highest tier held) and the referral
 * rewards, all in one transaction (joining the caller's). Does not check the inviter: `buyNode` does.
 */
export function purchaseNode(userId: number, type: NodeTierType): Promise<NodeBuyResult> {
  return db.transaction("rw", purchaseTables(), async () => {
    await ensureTiers();
    const user = await db.users.get(userId);
    if (!user) throw new ServiceError(ErrorCode.tokenInvalid, "tokenInvalid");
    const tier = (await db.nodeTiers.get(type))!;
    if (tier.surplus <= 0) throw new ServiceError(ErrorCode.nodeSoldOut, "nodeSoldOut");
    const price = units(tier.price);
    const row: NodeOrderRow = { userId, type, price: tier.price, created_at: clock.now() };
    row.id = await db.nodeOrders.add(row);
    await applyChanges([
      { userId, coinId: NODE_COIN_ID, amount: -price, type: "node_purchase", ref: `node:${row.id}` },
    ]);
    const left = { ...tier, surplus: tier.surplus - 1 };
    await db.nodeTiers.put(left);
    const nodeType = Math.max(user.node_type, type) as NodeType;
    if (nodeType !== user.node_type) await db.users.update(userId, { node_type: nodeType });
    await payNodeRewards(user, row.id, type, price);
    return { order: toOrder(row), node_type: nodeType, tier: toTier(left) };
  });
}

/**
 * POST /api/node/buy/{type}: needs a bound inviter (docs/product.md#roles); a repeated request id is answered once.
 */
export function buyNode(
  user: UserRow,
  rawType: unknown,
  body: Record<string, unknown>,
): Promise<NodeBuyResult> {
  const type = readNodeType(rawType);
  const userId = user.id!;
  return db.transaction("rw", purchaseTables(), () =>
    once(userId, "node", { ...body, type }, async () => {
      const fresh = await db.users.get(userId);
      if (!fresh || fresh.pid === 0)
        throw new ServiceError(ErrorCode.nodeInviterRequired, "nodeInviterRequired");
      return purchaseNode(userId, type);
    }),
  );
}

export function nodeRecords(userId: number, page: PageQuery): Promise<CursorPage<NodeOrder>> {
  return keysetPage(db.nodeOrders, "[userId+id]", [userId], page, toOrder);
}

/** One of the caller's orders, with its tier's supply now and the caller's node type. */
export async function nodeDetail(user: UserRow, rawId: unknown): Promise<NodeOrderDetail> {
  const id = readId(rawId);
  const row = id === null ? undefined : await db.nodeOrders.get(id);
  if (!row || row.userId !== user.id) throw new ServiceError(ErrorCode.recordNotFound, "nodeOrderNotFound");
  const tier = (await nodeTiers()).find((t) => t.type === row.type)!;
  return {
    ...toOrder(row),
    total: tier.total,
    surplus: tier.surplus,
    node_type: user.node_type,
    ref: `node:${row.id}`,
  };
}
