/**
 * The cache key of every GET the app makes, and the only place one is built (scripts/checks/queryKeys.test.ts).
 * Keys are prefixes of one another where one change touches a family: everything of the signed-in user starts with
 * "me" (dropped when the user changes), the public data with "public". src/api/changes.ts says which families each
 * mutation makes stale, so a key with parameters always starts with its family.
 */
const families = {
  me: ["me"],
  coins: ["me", "coins"],
  bill: ["me", "bill"],
  exchangeLogs: ["me", "exchange"],
  withdrawLogs: ["me", "withdraw"],
  rechargeLogs: ["me", "recharge"],
  mint: ["me", "mint"],
  mintInfo: ["me", "mint", "info"],
  mintRecords: ["me", "mint", "records"],
  nfts: ["me", "nfts"],
  ownNfts: ["me", "nfts", "own"],
  stakedNfts: ["me", "nfts", "staked"],
  income: ["me", "income"],
  incomeSummary: ["me", "income", "summary"],
  incomeRecords: ["me", "income", "records"],
  nodes: ["me", "nodes"],
  nodeRecords: ["me", "nodes", "records"],
  team: ["me", "team"],
  teamInfo: ["me", "team", "info"],
  teamMembers: ["me", "team", "members"],
  teamInvites: ["me", "team", "invites"],
  checkin: ["me", "checkin"],
  admin: ["me", "admin"],
  adminInfo: ["me", "admin", "info"],
  adminConfig: ["me", "admin", "config"],
  adminWithdrawals: ["me", "admin", "withdrawals"],
  adminWithdrawalCounts: ["me", "admin", "withdrawals", "counts"],
  adminStakes: ["me", "admin", "stakes"],
  /** Tiers with their sold and remaining counts: public, but every purchase changes them. */
  nodeTiers: ["public", "nodeTiers"],
  stakeConfig: ["public", "stakeConfig"],
  publicCoins: ["public", "coins"],
  changeTypes: ["public", "changeTypes"],
  kline: ["public", "kline"],
  coinPairs: ["public", "exchange", "pairs"],
  exchangeConfig: ["public", "exchange", "config"],
  withdrawProtocols: ["public", "withdrawProtocols"],
  rechargeProtocols: ["public", "rechargeProtocols"],
  demoClock: ["demo", "clock"],
} as const;

/** The static keys above, and the keys built from a page's parameters, each under its family. */
export const keys = {
  ...families,
  /** One record of a result page (`null`: the page was opened without one). */
  withdrawRecord: (id: number | null) => [...families.withdrawLogs, "one", id] as const,
  exchangeRecord: (id: number | null) => [...families.exchangeLogs, "one", id] as const,
  rechargeRecord: (id: number | null) => [...families.rechargeLogs, "one", id] as const,
  mintRecord: (id: number | null, token: number | null) =>
    [...families.mintRecords, "one", id, token] as const,
  stakeDetail: (tokenId: number) => [...families.nfts, "detail", tokenId] as const,
  nodeDetail: (id: number) => [...families.nodes, "detail", id] as const,
  adminUser: (address: string) => [...families.admin, "user", address.toLowerCase()] as const,
  adminWithdrawalList: (status: string) => [...families.adminWithdrawals, status] as const,
  depositAddress: (coinId: number, channel: string) =>
    [...families.me, "depositAddress", coinId, channel] as const,
  /** A day's 30-day income sums, per UTC day: a new day is a new entry. */
  dailyIncome: (today: string | null) => [...families.income, "daily", today] as const,
  teamEarnings: (kind: "direct" | "team") => [...families.team, "earnings", kind] as const,
  /** The bill under its filters (coin, direction, type): each filtered list is its own entry. */
  billList: <F extends object>(filters: F) => [...families.bill, filters] as const,
  candles: (coinId: number, interval: string, limit: number) =>
    [...families.kline, coinId, interval, limit] as const,
  /** The pages of a paged list (src/components/PullToRefreshList.tsx) under its key, per page size. */
  listPages: (list: readonly unknown[], pageSize: number) => [...list, "list", pageSize] as const,
} as const;
