import { storage } from "../../lib/storage";
import type { SentTx } from "../../wallet/txWatch";

export interface PendingStake {
  /** The account that sent it: another account signed in on this phone does not see it. */
  address: string;
  ids: number[];
  sent: SentTx;
}

/**
 * Kept under `pending_tx` (docs/product.md#local-storage) from the moment the wallet gives the hash until the stake
 * has ended, so a reload resumes the watch.
 */
export function keepPendingStake(stake: PendingStake): void {
  storage.set("pending_tx", JSON.stringify(stake));
}

/** The stake `address` has on its way, if any (what another build or a hand edit wrote is ignored). */
export function pendingStake(address: string): PendingStake | null {
  try {
    const stake = JSON.parse(storage.get("pending_tx") ?? "null") as PendingStake | null;
    const ok =
      stake !== null &&
      typeof stake.address === "string" &&
      stake.address.toLowerCase() === address.toLowerCase() &&
      Array.isArray(stake.ids) &&
      stake.ids.every((id) => Number.isInteger(id)) &&
      typeof stake.sent?.hash === "string" &&
      /^0x[0-9a-fA-F]{64}$/.test(stake.sent.hash) &&
      Number.isInteger(stake.sent.startBlock);
    return ok ? stake : null;
  } catch {
    return null;
  }
}

export function forgetPendingStake(): void {
  storage.remove("pending_tx");
}
