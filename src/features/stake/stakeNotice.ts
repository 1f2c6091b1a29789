import { proxy } from "valtio";

/**
 * The NFTs of the stake just recorded, for the stake page to confirm it with SPEC.md §4's "takes effect after 24
 * hours" once the user is back on the list (a toast alone is gone before it is read). Not kept across reloads.
 */
export const stakeNotice = proxy({ ids: [] as number[] });

export function noticeStake(ids: number[]): void {
  stakeNotice.ids = [...ids];
}

export function dismissStakeNotice(): void {
  stakeNotice.ids = [];
}
