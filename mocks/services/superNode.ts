import { ErrorCode, type NodeBuyResult } from "../../src/api/wire";
import { units } from "../../src/lib/money/units";
import { NODE_COIN_ID } from "../config";
import { db } from "../db/holderDb";
import type { UserRow } from "../db/accounts";
import { randomHex } from "../random";
import { ServiceError } from "./errors";
import { once } from "./idempotency";
import { applyChanges } from "./ledger";
import { nodeTiers, purchaseNode, purchaseTables, readNodeType } from "./node";

/**
 * Demo only: a transfer of a tier's price to the fixed node address (the node-purchase sheet of
 * docs/product.md#super-node), as the backend's chain watcher would credit it: the transfer comes in, then buys the
 * node, in one transaction. The bill shows both (transfer in, node purchase), so the balance ends where it was. Needs
 * a bound inviter, as every purchase does; a repeated request id is answered once.
 */
export function simulateSuperNodeTransfer(
  user: UserRow,
  body: Record<string, unknown>,
): Promise<NodeBuyResult> {
  const type = readNodeType(body.type);
  const userId = user.id!;
  return db.transaction("rw", purchaseTables(), () =>
    once(userId, "superNode", { ...body, type }, async () => {
      const fresh = await db.users.get(userId);
      if (!fresh || fresh.pid === 0)
        throw new ServiceError(ErrorCode.nodeInviterRequired, "nodeInviterRequired");
      const tier = (await nodeTiers()).find((t) => t.type === type)!;
      if (tier.surplus <= 0) throw new ServiceError(ErrorCode.nodeSoldOut, "nodeSoldOut");
      await applyChanges([
        {
          userId,
          coinId: NODE_COIN_ID,
          amount: units(tier.price),
          type: "transfer_in",
          ref: `0x${randomHex(32)}`,
        },
      ]);
      return purchaseNode(userId, type);
    }),
  );
}
