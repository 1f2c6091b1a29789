import { units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { MINT } from "../config";
import { db } from "../db/holderDb";
import type { MintRow } from "../db/nfts";
import { applyChanges } from "./ledger";
import { broadcast, mintOutcome, transferredMint, type MintOutcome } from "./minter";
import { rememberTokenUri, withMinter } from "./nftChain";
import { awardNewPerformance } from "./referral";

/**
 * Settles pending mints from the chain (docs/decisions/0014-mint-and-stake-settlement.md). A mint is refunded only
 * on a definite failure: its transaction reverted, can never be mined (the minter's nonce went to another one), or
 * was never signed (no hash stored: the hash is stored before anything is broadcast). Everything else stays pending
 * and is looked at again on the next read. Each outcome is applied in one transaction that first re-reads the row,
 * so of two settlements at once only one applies it: nobody ends with both the NFT and the refund.
 */

/** A mint with no hash this long after it was charged was never sent (its request is gone): refund it. */
export const SIGNING_WINDOW_MS = 2 * 60_000;
/** Pending mints settled per read, oldest first: bounded chain work on each request. */
const SETTLE_BATCH = 5;

type Final = { kind: "minted"; tokenId: number; txHash: string } | { kind: "refund"; unsent?: true };

const SETTLE_TABLES = [db.mints, db.users, db.nodeOrders, db.rewards, db.balances, db.bills];

/** Applies a definite outcome to a pending mint, once; answers the row as it now stands. */
export function applyMintOutcome(id: number, outcome: Final): Promise<MintRow | undefined> {
  return db.transaction("rw", SETTLE_TABLES, async () => {
    const row = await db.mints.get(id);
    if (!row || row.status !== "pending") return row;
    // A refund for "never signed" holds only while no hash was stored meanwhile.
    if (outcome.kind === "refund" && outcome.unsent && row.txHash) return row;
    if (outcome.kind === "minted") {
      const minted: MintRow = { ...row, tokenId: outcome.tokenId, txHash: outcome.txHash, status: "minted" };
      await db.mints.put(minted);
      // The stake page's list then needs no chain read for this token's URI.
      rememberTokenUri(outcome.tokenId, row.uri);
      const user = await db.users.get(row.userId);
      if (user) await awardNewPerformance(user);
      return minted;
    }
    await applyChanges([
      {
        userId: row.userId,
        coinId: MINT.coinId,
        amount: units(row.price),
        type: "mint",
        ref: `mint-refund:${row.id}`,
      },
    ]);
    const refunded: MintRow = { ...row, status: "refunded" };
    await db.mints.put(refunded);
    return refunded;
  });
}

/** The definite outcome a chain answer gives, or null while undecided. */
export function finalOf(outcome: MintOutcome): Final | null {
  if (outcome.kind === "minted") return outcome;
  if (outcome.kind === "reverted" || outcome.kind === "dropped") return { kind: "refund" };
  return null;
}

async function claimedByAnotherMint(tokenId: number): Promise<boolean> {
  return (await db.mints.filter((m) => m.tokenId === tokenId).count()) > 0;
}

/** Looks at one pending mint on chain and applies what is certain; answers the row as it now stands. */
export async function settleMint(row: MintRow): Promise<MintRow> {
  if (row.status !== "pending") return row;
  const user = await db.users.get(row.userId);
  if (!user) return row;
  let final: Final | null = null;
  if (row.legacy) {
    // Schema v6 sent before storing the hash: only a Transfer to the user can settle it, never a refund.
    const found = await transferredMint(user.address, row.uri, claimedByAnotherMint);
    if (found) final = { kind: "minted", ...found };
  } else if (!row.txHash || !row.rawTx) {
    if (clock.now() - row.created_at >= SIGNING_WINDOW_MS) final = { kind: "refund", unsent: true };
  } else {
    const signed = { hash: row.txHash, raw: row.rawTx, fromBlock: row.fromBlock ?? 0 };
    final = finalOf(await mintOutcome(signed, user.address, signed.fromBlock));
    if (!final) {
      // Not mined and not superseded: the node may have lost it. The same signed bytes (one hash, one nonce) can
      // be mined once at most, so sending them again is safe.
      await withMinter(() => broadcast(signed.raw)).catch(() => undefined);
      final = finalOf(await mintOutcome(signed, user.address, signed.fromBlock));
    }
  }
  return final ? ((await applyMintOutcome(row.id!, final)) ?? row) : row;
}

/** Settles a user's oldest pending mints (at most a few per call); a chain that cannot be read settles nothing. */
export async function settlePendingMints(userId: number): Promise<void> {
  const pending = await db.mints
    .where("[userId+status]")
    .equals([userId, "pending"])
    .limit(SETTLE_BATCH)
    .toArray();
  for (const row of pending) {
    try {
      await settleMint(row);
    } catch {
      // stays pending; the next read tries again
    }
  }
}
