import { proxy } from "valtio";

/**
 * The NFTs of the stake just recorded, for the stake page to confirm it with SPEC.md §4's "takes effect after 24
 * hours" once the user is back on the list (a toast alone is gone before it is read). It stays until "Got it" or the
 * next stake, not across reloads. Not cleared when the page unmounts: React's StrictMode unmounts and remounts in
 * development, which would drop it before it is seen.
 */
export const stakeNotice = proxy({ ids: [] as number[] });

export function noticeStake(ids: number[]): void {
  stakeNotice.ids = [...ids];
}

export function dismissStakeNotice(): void {
  stakeNotice.ids = [];
}
