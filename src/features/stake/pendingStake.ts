import type { SentTx } from "../../wallet/txWatch";

/** The one local storage key of a stake on its way (docs/product.md#local-storage). */
const KEY = "pending_tx";

export interface PendingStake {
  /** The account that sent it: another account signed in on this phone does not see it. */
  address: string;
  ids: number[];
  sent: SentTx;
}

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Kept from the moment the wallet gives the hash until the stake has ended, so a reload resumes the watch. */
export function keepPendingStake(stake: PendingStake): void {
  store()?.setItem(KEY, JSON.stringify(stake));
}

/** The stake `address` has on its way, if any (what another build or a hand edit wrote is ignored). */
export function pendingStake(address: string): PendingStake | null {
  try {
    const stake = JSON.parse(store()?.getItem(KEY) ?? "null") as PendingStake | null;
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
  store()?.removeItem(KEY);
}
