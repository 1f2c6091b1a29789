import type { ComponentType } from "react";
import * as home from "../features/home/HomePage";

/** Who may open a route (docs/product.md#roles). */
export type Access = "public" | "user" | "admin";

export interface PageDef {
  path: string;
  access: Access;
  /** A page of its own, loaded when first visited; routes without one show their title and "being built". */
  load?: () => Promise<{ default: ComponentType }>;
}

/** Every route of docs/product.md#screens-and-routes, in its order. Titles are the `routes.<name>` keys. */
export const PAGES = [
  // Nearly every visit starts at home: it is in the main chunk, not a round trip after start-up.
  { path: "home", access: "public", load: async () => home },
  { path: "language", access: "public", load: () => import("../features/language/LanguagePage") },
  { path: "node", access: "user", load: () => import("../features/node/NodePage") },
  { path: "exchange", access: "user", load: () => import("../features/exchange/ExchangePage") },
  { path: "exchangeLogs", access: "user", load: () => import("../features/exchange/ExchangeLogsPage") },
  { path: "recharge", access: "user", load: () => import("../features/recharge/RechargePage") },
  { path: "rechargeLogs", access: "user", load: () => import("../features/recharge/RechargeLogsPage") },
  { path: "withdraw", access: "user", load: () => import("../features/withdraw/WithdrawPage") },
  { path: "withdrawLogs", access: "user", load: () => import("../features/withdraw/WithdrawLogsPage") },
  { path: "userTeam", access: "user", load: () => import("../features/team/UserTeamPage") },
  { path: "inviteLogs", access: "user", load: () => import("../features/team/InviteLogsPage") },
  { path: "teamLogs", access: "user", load: () => import("../features/team/TeamLogsPage") },
  {
    path: "inviteEarningsDetail",
    access: "user",
    load: () => import("../features/team/InviteEarningsDetailPage"),
  },
  { path: "mint", access: "user", load: () => import("../features/mint/MintPage") },
  { path: "mintSuccess", access: "user", load: () => import("../features/mint/MintSuccessPage") },
  { path: "mintLogs", access: "user", load: () => import("../features/mint/MintLogsPage") },
  { path: "stake", access: "user", load: () => import("../features/stake/StakePage") },
  { path: "stake2", access: "user", load: () => import("../features/stake/StakeChoosePage") },
  { path: "stakeIncome", access: "user", load: () => import("../features/income/StakeIncomePage") },
  { path: "stakeLogs", access: "user", load: () => import("../features/income/StakeLogsPage") },
  { path: "stakeDetail", access: "user", load: () => import("../features/stake/StakeDetailPage") },
  { path: "myNode", access: "user", load: () => import("../features/node/MyNodePage") },
  { path: "myNodeDetail", access: "user", load: () => import("../features/node/MyNodeDetailPage") },
  { path: "nodeLogs", access: "user", load: () => import("../features/node/NodeLogsPage") },
  { path: "nodeSuccess", access: "user", load: () => import("../features/node/NodeSuccessPage") },
  { path: "admin", access: "admin", load: () => import("../features/admin/AdminPage") },
  { path: "checkin", access: "user", load: () => import("../features/checkin/CheckinPage") },
  { path: "billLogs", access: "user", load: () => import("../features/bill/BillPage") },
  // Where a money move ends (docs/product.md#screens-and-routes): what happened, and the way to its record.
  { path: "withdrawResult", access: "user", load: () => import("../features/withdraw/WithdrawResultPage") },
  { path: "exchangeResult", access: "user", load: () => import("../features/exchange/ExchangeResultPage") },
  { path: "rechargeResult", access: "user", load: () => import("../features/recharge/RechargeResultPage") },
] as const satisfies readonly PageDef[];

/**
 * Starts loading the chunk of the page the address opens (home for "/") while the app starts, so the first screen
 * does not wait for one more round trip after the router has started. The router's own load gets the same module.
 */
export function preloadFirstPage(hash: string): void {
  const path = hash.replace(/^#\/?/, "").split("?")[0] || "home";
  const page: PageDef | undefined = PAGES.find((p) => p.path === path);
  // A failure shows when the router loads the page for real.
  page?.load?.().catch(() => undefined);
}
