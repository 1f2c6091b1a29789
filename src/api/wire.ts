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
  tokenInvalid: 10039,
  forbidden: 10040,
  inviteRequired: 10101,
  inviteNotFound: 10102,
  inviteOwn: 10103,
  inviteAlreadyBound: 10104,
  inviteCycle: 10105,
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
  checkedInToday: 10601,
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

/** Keyset pages: pass the last entry's id as `cursor` to get the next page; `count` is the filtered total. */
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
  cursor?: number;
  count?: number;
}
