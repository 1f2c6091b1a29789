import type { Body, Schemas } from "./contract";
/**
 * Wire types shared by the app (src/api) and the emulated backend (mocks/), so the two cannot drift apart.
 * Money crosses the wire as decimal strings.
 */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const CODE_OK = 200;

/** Business error codes of the emulated API (documented in docs/api-errors.md). */
export const ErrorCode = {
  badRequest: 10001,
  nonceInvalid: 10002,
  signatureInvalid: 10003,
  /**
   * HTTP-level answers of `npm run api`: no such path, wrong method, body too large, origin refused (also a sign-in
   * call, HTTP 200, from an Origin that is not one of the app's origins), a body that is not `application/json`.
   */
  routeNotFound: 10004,
  methodNotAllowed: 10005,
  bodyTooLarge: 10007,
  originRefused: 10008,
  unsupportedMediaType: 10009,
  /** A request_id sent again with a different body. */
  requestIdReused: 10006,
  tokenInvalid: 10039,
  forbidden: 10040,
  inviteRequired: 10101,
  inviteNotFound: 10102,
  inviteOwn: 10103,
  inviteAlreadyBound: 10104,
  inviteCycle: 10105,
  inviteInvalid: 10106,
  insufficientBalance: 10201,
  coinUnknown: 10202,
  nftNotOwned: 10301,
  nftNotStaked: 10302,
  nftAlreadyRecorded: 10303,
  nftCountMismatch: 10304,
  chainUnavailable: 10305,
  amountInvalid: 10401,
  addressInvalid: 10402,
  belowMinimum: 10403,
  pairUnknown: 10404,
  channelUnknown: 10405,
  withdrawStateInvalid: 10406,
  recordNotFound: 10407,
  amountTooLarge: 10408,
  /** An admin credit worth more than what is left of the admin's daily cap (docs/business-rules.md). */
  dailyCreditCapExceeded: 10409,
  checkedInToday: 10601,
  nodeInviterRequired: 10701,
  nodeSoldOut: 10702,
  imageInvalid: 10801,
  imageTooLarge: 10802,
  nothingToClaim: 10901,
  internal: 10500,
} as const;

export type NodeType = Schemas["NodeType"];

export type UserInfo = Schemas["UserInfo"];

export type AuthBody = Body<"/api/public/auth/{address}", "post">;

export type AuthData = Schemas["AuthData"];

export type BindInviteBody = Body<"/api/bind/invite", "post">;

/** A coin the user holds (GET /api/user/coins). Price and money are decimal strings. */
export type CoinBalance = Schemas["CoinBalance"];

/** The coin being released (stake income): shown as "releasing" (docs/product.md#what-it-does). */
export const RELEASING_COIN_ID = 3;

/** An NFT the user holds and has not staked (GET /api/n_f_t/own). `uri` is an IPFS content path. */
export type OwnedNft = Schemas["OwnedNft"];

/** A staked NFT (GET /api/n_f_t/stake/record). */
export type StakedNft = Schemas["StakedNft"];

/** Paged lists: `page` from 1 and `count` per page in, the total and one page out. */
export interface PageParams {
  page: number;
  count: number;
}

export interface PageOf<T> {
  count: number;
  list: T[];
}

/** The record statuses of docs/product.md#record-statuses. */
export type RecordStatus = Schemas["RecordStatus"];

/** Bill change types: the six of docs/product.md#bill-change-types, then the product's own. */
export const CHANGE_TYPES = [
  "transfer_in",
  "transfer_out",
  "exchange_fee",
  "stake_reward",
  "withdrawal_rejection",
  "admin_operation",
  "recharge",
  "withdrawal",
  "exchange",
  "mint",
  "node_purchase",
  "checkin_reward",
  "referral_reward",
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** One line of "my bill" (GET /api/user/coin_logs). */
export type BillEntry = Schemas["BillEntry"];

/**
 * A list page: `count` is the filtered total; `next_cursor` (null on the last page) may be sent as `cursor` with the
 * next page number, so a deep page is a keyset range on the server.
 */
export interface CursorPage<T> {
  count: number;
  list: T[];
  next_cursor: number | null;
}

export interface BillQuery {
  coin_id?: number;
  /** "in" credits, "out" debits. */
  access?: "in" | "out";
  type?: ChangeType;
  /** From 1; the server starts the page at `cursor` when one is sent. */
  page?: number;
  cursor?: number;
  count?: number;
}

// ---- nodes, mints, stake income, team (issue 6) -----------------------------------------------------------------

/** A list page request: `page` from 1 (default 1), `count` 1..50 (default 10), optional `cursor`. */
export interface CursorQuery {
  /** From 1; the server starts the page at `cursor` when one is sent. */
  page?: number;
  cursor?: number;
  count?: number;
}

export type NodeTierType = Schemas["NodeTierType"];

/** A governance node tier (GET /api/node/info): price in USDT, what is left of the supply and the whole supply. */
export type NodeTier = Schemas["NodeTier"];

/** A node the user bought (GET /api/node/records, /api/node/detail, POST /api/node/buy/{type}). */
export type NodeOrder = Schemas["NodeOrder"];

export type NodeOrderDetail = Schemas["NodeOrderDetail"];

export type NodeBuyResult = Schemas["NodeBuyResult"];

/** GET /api/n_f_t/mint/info. */
export type MintInfo = Schemas["MintInfo"];

/** One mint (POST /api/n_f_t/mint, /mintByUpload; GET /api/n_f_t/record). `uri` is an IPFS content path. */
export type MintRecord = Schemas["MintRecord"];

/** GET /api/n_f_t/stake/config: the "1 NFT : {number}" ratio and the reward period. */
export type StakeConfig = Schemas["StakeConfig"];

/** GET /api/n_f_t/stake/detail/{tokenId}. Times are epoch ms on the server's clock. */
export type StakeDetail = Schemas["StakeDetail"];

/** GET /api/n_f_t/stake/income: sums of the caller's income rows, settled up to now. */
export type StakeIncome = Schemas["StakeIncome"];

/** "releasing": to be released (less than 24 h old); "available": can be received; "claimed": received. */
export type IncomeStatus = "releasing" | "available" | "claimed";

/** One day's income of one staked NFT (GET /api/n_f_t/stake/income/record). */
export type IncomeRecord = Schemas["IncomeRecord"];

/** POST /api/n_f_t/reward: what was received, and the income after it. */
export type ClaimResult = Schemas["ClaimResult"];

export type ReferralKind = "invite" | "team" | "same_level" | "new_performance";

/** GET /api/user_team/info. Performance is USDT spent on nodes and mints (docs/business-rules-nodes-nft-team.md). */
export type TeamInfo = Schemas["TeamInfo"];

/** A member of the caller's team (GET /api/user_team/invite: level 1 only; /api/user_team/team: all levels). */
export type TeamMember = Schemas["TeamMember"];

/** A referral reward received (GET /api/user_team/invite-earnings). */
export type ReferralReward = Schemas["ReferralReward"];

/** GET /api/admin/info. Amounts in USDT. */
export type AdminOverview = Schemas["AdminOverview"];

/** An active stake (GET /api/admin/stake). */
export type AdminStake = Schemas["AdminStake"];

/** One user as the admin's lookup shows them (GET /api/admin/user). */
export type AdminUser = Schemas["AdminUser"];
