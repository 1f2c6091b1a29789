import type { ChangeType, RecordStatus } from "../../src/api/wire";

/** One balance per user and coin; `amount` is a decimal string, never below zero. */
export interface BalanceRow {
  userId: number;
  coinId: number;
  amount: string;
}

/** One line of the bill: every balance change writes exactly one, in the same transaction. */
export interface BillRow {
  id?: number;
  userId: number;
  coinId: number;
  /** Signed decimal string. */
  amount: string;
  balanceAfter: string;
  dir: Direction;
  type: ChangeType;
  /** What caused it (an order, a transaction hash; `admin` for an admin operation). */
  ref: string;
  /** An admin operation's who and why: for admins and audits only, never in the user's answers. */
  admin?: { adminId: number; reason: string };
  created_at: number;
}

export type Direction = "in" | "out";

/** A deposit the user made (or, in demo mode, simulated); credited once confirmed. */
export interface RechargeRow {
  id?: number;
  userId: number;
  coinId: number;
  channel: string;
  amount: string;
  txHash: string;
  status: RecordStatus;
  created_at: number;
  confirm_at: number;
}

/** A withdrawal: the amount leaves the balance at once; a rejection refunds it. */
export interface WithdrawalRow {
  id?: number;
  userId: number;
  coinId: number;
  channel: string;
  address: string;
  amount: string;
  fee: string;
  actual: string;
  status: RecordStatus;
  created_at: number;
  reviewed_at: number | null;
  /** When an approved withdrawal is sent (demo clock); null until approved. */
  complete_at: number | null;
  txHash: string;
}

export interface ExchangeRow {
  id?: number;
  userId: number;
  fromCoinId: number;
  toCoinId: number;
  amount: string;
  rate: string;
  fee: string;
  received: string;
  created_at: number;
}
