import { proxy } from "valtio";
import { session } from "../../state/session";

/**
 * The NFTs of the stake just recorded, for the stake page to confirm it with docs/product.md#record-statuses' "takes
 * effect after 24 hours" once the user is back on the list (a toast alone is gone before it is read). It stays until
 * "Got it" or the next stake, not across reloads, and only for the user who staked (an account switch signs another
 * one in without a reload). Not cleared when the page unmounts: React's StrictMode unmounts and remounts in
 * development, which would drop it before it is seen.
 */
export const stakeNotice = proxy({ ids: [] as number[], owner: 0 });

export function noticeStake(ids: number[]): void {
  stakeNotice.ids = [...ids];
  stakeNotice.owner = session.user?.id ?? 0;
}

export function dismissStakeNotice(): void {
  stakeNotice.ids = [];
}
