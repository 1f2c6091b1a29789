import type { ComponentType } from "react";

/** Who may open a route (SPEC.md §6). */
export type Access = "public" | "user" | "admin";

export interface PageDef {
  path: string;
  access: Access;
  /** A page of its own, loaded when first visited; routes without one show their title and "being built". */
  load?: () => Promise<{ default: ComponentType }>;
}

/** Every route of SPEC.md §2, in its order. Titles are the `routes.<name>` keys. */
export const PAGES = [
  { path: "home", access: "public", load: () => import("../features/home/HomePage") },
  { path: "language", access: "public", load: () => import("../features/language/LanguagePage") },
  { path: "node", access: "user" },
  { path: "exchange", access: "user" },
  { path: "exchangeLogs", access: "user" },
  { path: "recharge", access: "user" },
  { path: "rechargeLogs", access: "user" },
  { path: "withdraw", access: "user" },
  { path: "withdrawLogs", access: "user" },
  { path: "userTeam", access: "user" },
  { path: "inviteLogs", access: "user" },
  { path: "teamLogs", access: "user" },
  { path: "inviteEarningsDetail", access: "user" },
  { path: "mint", access: "user" },
  { path: "mintSuccess", access: "user" },
  { path: "mintLogs", access: "user" },
  { path: "stake", access: "user" },
  { path: "stake2", access: "user" },
  { path: "stakeIncome", access: "user" },
  { path: "stakeLogs", access: "user" },
  { path: "stakeDetail", access: "user" },
  { path: "myNode", access: "user" },
  { path: "myNodeDetail", access: "user" },
  { path: "nodeLogs", access: "user" },
  { path: "nodeSuccess", access: "user" },
  { path: "admin", access: "admin" },
  { path: "checkin", access: "user" },
  { path: "billLogs", access: "user" },
] as const satisfies readonly PageDef[];
