/**
 * The cache key of every GET the app makes. Keys are prefixes of one another where one change touches a family:
 * everything of the signed-in user starts with "me" (dropped when the user changes), the public data with "public".
 * src/api/changes.ts says which of them each mutation makes stale.
 */
export const keys = {
  me: ["me"],
  coins: ["me", "coins"],
  bill: ["me", "bill"],
  exchangeLogs: ["me", "exchange"],
  withdrawLogs: ["me", "withdraw"],
  rechargeLogs: ["me", "recharge"],
  depositAddress: ["me", "depositAddress"],
  mint: ["me", "mint"],
  mintInfo: ["me", "mint", "info"],
  mintRecords: ["me", "mint", "records"],
  nfts: ["me", "nfts"],
  ownNfts: ["me", "nfts", "own"],
  stakedNfts: ["me", "nfts", "staked"],
  stakeDetail: ["me", "nfts", "detail"],
  income: ["me", "income"],
  incomeSummary: ["me", "income", "summary"],
  incomeRecords: ["me", "income", "records"],
  nodes: ["me", "nodes"],
  nodeRecords: ["me", "nodes", "records"],
  nodeDetail: ["me", "nodes", "detail"],
  team: ["me", "team"],
  checkin: ["me", "checkin"],
  admin: ["me", "admin"],
  adminInfo: ["me", "admin", "info"],
  adminWithdrawals: ["me", "admin", "withdrawals"],
  /** Tiers with their sold and remaining counts: public, but every purchase changes them. */
  nodeTiers: ["public", "nodeTiers"],
  stakeConfig: ["public", "stakeConfig"],
  publicCoins: ["public", "coins"],
  changeTypes: ["public", "changeTypes"],
  kline: ["public", "kline"],
  exchangeMarket: ["public", "exchange"],
  withdrawProtocols: ["public", "withdrawProtocols"],
  rechargeProtocols: ["public", "rechargeProtocols"],
  demoClock: ["demo", "clock"],
} as const;
