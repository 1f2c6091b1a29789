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
   * call, HTTP 200, from an Origin that is not one of the app's origins).
   */
  routeNotFound: 10004,
  methodNotAllowed: 10005,
  bodyTooLarge: 10007,
  originRefused: 10008,
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
  checkedInToday: 10601,
  nodeInviterRequired: 10701,
  nodeSoldOut: 10702,
  imageInvalid: 10801,
  imageTooLarge: 10802,
  nothingToClaim: 10901,
  internal: 10500,
} as const;

export type NodeType = 0 | 1 | 2 | 3;

export interface UserInfo {
  id: number;
  address: string;
  hide_address: string;
  balance: string;
  invite_code: string;
  level: number;
  node_type: NodeType;
  assets: string;
  is_admin: 0 | 1;
  pid: number;
}

export interface AuthBody {
  signature: string;
  /** The message that was signed, as the nonce call gave it (optional: without it the server looks it up). */
  message?: string;
}

export interface AuthData {
  token: string;
}

export interface BindInviteBody {
  invite_code: string;
}

/** A coin the user holds (GET /api/user/coins). Price and money are decimal strings. */
export interface CoinBalance {
  coin_id: number;
  coin_name: string;
  price: string;
  money: string;
}

/** The coin being released (stake income): shown as "releasing" (SPEC.md §1). */
export const RELEASING_COIN_ID = 3;

/** An NFT the user holds and has not staked (GET /api/n_f_t/own). `uri` is an IPFS content path. */
export interface OwnedNft {
  tokenId: number;
  uri: string;
}

/** A staked NFT (GET /api/n_f_t/stake/record). */
export interface StakedNft {
  token_id: number;
  uri: string;
  /** false: staked on chain but not recorded by the backend yet (it earns once recorded, from the chain's stakedAt). */
  recorded: boolean;
}

/** Paged lists: `page` from 1 and `count` per page in, the total and one page out. */
export interface PageParams {
  page: number;
  count: number;
}

export interface PageOf<T> {
  count: number;
  list: T[];
}

/** SPEC.md §4 record statuses. */
export type RecordStatus = "pending" | "processing" | "failed" | "successful" | "releasing" | "completed";

/** Bill change types: the six of SPEC.md §3, then the product's own. */
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
export interface BillEntry {
  id: number;
  coin_id: number;
  coin_name: string;
  /** Signed decimal string. */
  amount: string;
  balance_after: string;
  type: ChangeType;
  ref: string;
  created_at: number;
}

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

export type NodeTierType = 1 | 2 | 3;

/** A governance node tier (GET /api/node/info): price in USDT, what is left of the supply and the whole supply. */
export interface NodeTier {
  type: NodeTierType;
  price: string;
  surplus: number;
  total: number;
  coin_id: number;
  coin_name: string;
}

/** A node the user bought (GET /api/node/records, /api/node/detail, POST /api/node/buy/{type}). */
export interface NodeOrder {
  id: number;
  type: NodeTierType;
  price: string;
  coin_id: number;
  coin_name: string;
  created_at: number;
}

export interface NodeOrderDetail extends NodeOrder {
  /** The tier's supply now. */
  total: number;
  surplus: number;
  /** The user's node type now: the highest tier held. */
  node_type: NodeType;
  /** The bill entry's reference (`node:<id>`). */
  ref: string;
}

export interface NodeBuyResult {
  order: NodeOrder;
  node_type: NodeType;
  tier: NodeTier;
}

/** GET /api/n_f_t/mint/info. */
export interface MintInfo {
  price: string;
  coin_id: number;
  coin_name: string;
  /** Mints of the caller. */
  mint_number: number;
  /** Mints of everyone, through the API. */
  total_minted: number;
  max_upload_bytes: number;
  upload_types: string[];
}

/** One mint (POST /api/n_f_t/mint, /mintByUpload; GET /api/n_f_t/record). `uri` is an IPFS content path. */
export interface MintRecord {
  id: number;
  token_id: number;
  uri: string;
  price: string;
  coin_name: string;
  tx_hash: string;
  kind: "mint" | "upload";
  /** "pending" until the chain settles it (token_id 0 meanwhile); "refunded" when it failed and the price came back. */
  status: "pending" | "minted" | "refunded";
  created_at: number;
}

/** GET /api/n_f_t/stake/config: the "1 NFT : {number}" ratio and the reward period. */
export interface StakeConfig {
  coin_id: number;
  coin_name: string;
  /** Income per staked NFT per full day. */
  daily_reward: string;
  period_days: number;
  /** A day's income is "to be released" this long (SPEC.md §9: 24 h), then available. */
  release_delay_ms: number;
}

/** GET /api/n_f_t/stake/detail/{tokenId}. Times are epoch ms on the server's clock. */
export interface StakeDetail {
  stake_id: number;
  token_id: number;
  uri: string;
  status: "staked" | "unstaked";
  stake_time: number;
  /** Full days staked so far (at most the period). */
  stake_days: number;
  /** The first day's income is issued 24 h after staking. */
  first_reward_at: number;
  reward_end_at: number;
  daily_reward: string;
  /** Income issued so far for this NFT. */
  earned: string;
  /** What the remaining days of the period would still pay: daily reward × remaining days (0 once unstaked). */
  estimated_income: string;
  coin_id: number;
  coin_name: string;
}

/** GET /api/n_f_t/stake/income: sums of the caller's income rows, settled up to now. */
export interface StakeIncome {
  yesterday: string;
  today: string;
  to_be_released: string;
  available: string;
  total: string;
  staked_count: number;
  daily_reward: string;
  coin_id: number;
  coin_name: string;
  now: number;
}

/** "releasing": to be released (less than 24 h old); "available": can be received; "claimed": received. */
export type IncomeStatus = "releasing" | "available" | "claimed";

/** One day's income of one staked NFT (GET /api/n_f_t/stake/income/record). */
export interface IncomeRecord {
  id: number;
  stake_id: number;
  token_id: number;
  /** The UTC date the income was issued, YYYY-MM-DD. */
  date: string;
  amount: string;
  status: IncomeStatus;
  available_at: number;
  created_at: number;
}

/** POST /api/n_f_t/reward: what was received, and the income after it. */
export interface ClaimResult {
  amount: string;
  coin_id: number;
  coin_name: string;
  income: StakeIncome;
}

export type ReferralKind = "invite" | "team" | "same_level" | "new_performance";

/** GET /api/user_team/info. Performance is USDT spent on nodes and mints (docs/business-rules-nodes-nft-team.md). */
export interface TeamInfo {
  invite_code: string;
  /** The inviter's address, or "" when none is bound. */
  parent_address: string;
  direct_count: number;
  /** Everyone below, all levels. */
  team_count: number;
  my_performance: string;
  team_performance: string;
  /** The largest direct branch's performance (the referral's own and their team's). */
  big_area: string;
  /** The team's performance outside the largest branch. */
  small_area: string;
  /** NFTs staked by the team now. */
  team_staked: number;
  /** NFTs the team staked in the previous UTC day (and still holds staked). */
  yesterday_new_stake: number;
  /** Referral rewards received, by kind, and their total. */
  rewards: Record<ReferralKind | "total", string>;
  coin_id: number;
  coin_name: string;
}

/** A member of the caller's team (GET /api/user_team/invite: level 1 only; /api/user_team/team: all levels). */
export interface TeamMember {
  id: number;
  hide_address: string;
  level: number;
  node_type: NodeType;
  joined_at: number;
  performance: string;
  /** The member's own performance plus their team's. */
  branch_performance: string;
}

/** A referral reward received (GET /api/user_team/invite-earnings). */
export interface ReferralReward {
  id: number;
  kind: ReferralKind;
  amount: string;
  coin_id: number;
  coin_name: string;
  /** Whose purchase or mint earned it (masked). */
  from_address: string;
  ref: string;
  created_at: number;
}

/** GET /api/admin/info. Amounts in USDT. */
export interface AdminOverview {
  users: number;
  deposits: { total: string; count: number };
  withdrawals: { total: string; count: number; pending: number };
  active_stakes: number;
  node_sales: { count: number; total: string };
  mints: { count: number; total: string };
  coin_name: string;
}

/** An active stake (GET /api/admin/stake). */
export interface AdminStake {
  id: number;
  user_id: number;
  address: string;
  token_id: number;
  uri: string;
  staked_at: number;
}
