import { keys } from "./queryKeys";

/**
 * What each change made through the API makes stale: the one place a page's mutation is tied to the data on other
 * screens. A mutation names its change (src/api/useChange.ts); when it settles, every query under these keys is
 * refetched if on screen and marked stale otherwise (balances are refetched either way: src/api/queryClient.ts).
 * Settled, not only succeeded: an answer lost on the way may still have changed the balance.
 */
export const changes = {
  exchange: [keys.coins, keys.bill, keys.exchangeLogs],
  withdraw: [keys.coins, keys.bill, keys.withdrawLogs, keys.admin],
  deposit: [keys.coins, keys.bill, keys.rechargeLogs],
  mint: [keys.coins, keys.bill, keys.mint, keys.nfts, keys.team],
  stake: [keys.nfts, keys.income],
  claimIncome: [keys.coins, keys.bill, keys.income],
  buyNode: [keys.coins, keys.bill, keys.nodes, keys.nodeTiers, keys.team],
  checkin: [keys.coins, keys.bill, keys.checkin],
  bindInviter: [keys.team],
  reviewWithdrawal: [keys.admin, keys.coins, keys.bill, keys.withdrawLogs],
  adjustBalance: [keys.admin, keys.coins, keys.bill],
  /** Demo clock: deposits confirm, withdrawals settle, income accrues, streaks break — anything may have moved. */
  time: [keys.me, keys.nodeTiers, keys.kline, keys.demoClock],
} as const;

export type Change = keyof typeof changes;
