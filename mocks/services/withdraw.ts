import { ErrorCode, type CursorPage } from "../../src/api/wire";
import type { WithdrawalRecord } from "../../src/api/withdraw";
import { parseAddress } from "../../src/lib/address";
import { toDecimal, units } from "../../src/lib/money/units";
import { quoteWithdrawal } from "../../src/lib/money/quote";
import { clock } from "../clock";
import { COINS, WITHDRAW } from "../config";
import { db } from "../db/holderDb";
import type { WithdrawalRow } from "../db/money";
import type { UserRow } from "../db/accounts";
import { ServiceError } from "./errors";
import { once } from "./idempotency";
import { readAmount, readId } from "./input";
import { applyChanges } from "./ledger";
import { keysetPage, type PageQuery } from "./paging";

export function withdrawProtocols() {
  return WITHDRAW.coins.map((id) => ({
    coin_id: id,
    coin_name: COINS.find((c) => c.id === id)!.name,
    channels: WITHDRAW.channels.map((channel) => ({
      channel,
      min_amount: WITHDRAW.minAmount,
      fee_percent: WITHDRAW.feePercent,
      min_fee: WITHDRAW.minFee,
    })),
  }));
}

function toRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id!,
    user_id: row.userId,
    coin_id: row.coinId,
    coin_name: COINS.find((c) => c.id === row.coinId)!.name,
    channel: row.channel,
    address: row.address,
    amount: row.amount,
    fee: row.fee,
    actual: row.actual,
    status: row.status,
    tx_hash: row.txHash,
    created_at: row.created_at,
  };
}

/**
 * Takes the amount out of the available balance at once and queues the withdrawal for review. The checks follow the
 * form's order, so the first thing wrong is what the user is told (the messages of
 * docs/product.md#validation-messages).
 */
export async function requestWithdrawal(
  user: UserRow,
  body: Record<string, unknown>,
): Promise<WithdrawalRecord> {
  if (body.coin_id === undefined || body.coin_id === null || body.coin_id === "") {
    throw new ServiceError(ErrorCode.coinUnknown, "withdrawCoinRequired");
  }
  const coinId = readId(body.coin_id);
  if (coinId === null || !WITHDRAW.coins.includes(coinId))
    throw new ServiceError(ErrorCode.coinUnknown, "withdrawCoinOnly");
  // Optional, as clients of the one-channel era send none; a value that is sent must be a channel name, never
  // coerced (an array or a number stored as the channel would be shown, and sent, as something nobody chose).
  const channel = body.channel === undefined ? WITHDRAW.channels[0]! : body.channel;
  if (typeof channel !== "string" || !WITHDRAW.channels.includes(channel))
    throw new ServiceError(ErrorCode.channelUnknown, "withdrawChannelOnly");
  if (typeof body.address !== "string" || body.address.trim() === "") {
    throw new ServiceError(ErrorCode.addressInvalid, "withdrawAddressRequired");
  }
  const address = parseAddress(body.address.trim());
  if (!address) throw new ServiceError(ErrorCode.addressInvalid, "addressIncorrect");
  // Nobody holds the key of the zero address: funds sent there are gone for good.
  if (BigInt(address) === 0n) throw new ServiceError(ErrorCode.addressInvalid, "addressZero");
  const amount = readAmount(body.amount, WITHDRAW.decimals, "withdrawAmountRequired", "amountIncorrect");
  if (amount < units(WITHDRAW.minAmount)) {
    throw new ServiceError(ErrorCode.belowMinimum, "withdrawBelowMinimum", { min: WITHDRAW.minAmount });
  }
  const { fee, actual } = quoteWithdrawal(amount, WITHDRAW.feePercent, WITHDRAW.minFee);
  const userId = user.id!;
  return db.transaction("rw", [db.withdrawals, db.balances, db.bills, db.requests], () =>
    once(userId, "withdraw", body, async () => {
      const row: WithdrawalRow = {
        userId,
        coinId,
        channel,
        address,
        amount: toDecimal(amount),
        fee: toDecimal(fee),
        actual: toDecimal(actual),
        status: "pending",
        created_at: clock.now(),
        reviewed_at: null,
        complete_at: null,
        txHash: "",
      };
      row.id = await db.withdrawals.add(row);
      await applyChanges([
        { userId, coinId, amount: -amount, type: "withdrawal", ref: `withdraw:${row.id}` },
      ]);
      return toRecord(row);
    }),
  );
}

export function withdrawLogs(userId: number, page: PageQuery): Promise<CursorPage<WithdrawalRecord>> {
  return keysetPage(db.withdrawals, "[userId+id]", [userId], page, toRecord);
}

/** The admin's review list, by status (pending first by default). */
export async function reviewList(rawStatus: unknown, page: PageQuery): Promise<CursorPage<WithdrawalRecord>> {
  const status = typeof rawStatus === "string" && rawStatus ? rawStatus : "pending";
  if (!["pending", "processing", "successful", "failed"].includes(status)) {
    throw new ServiceError(ErrorCode.badRequest, "statusInvalid");
  }
  const found = await keysetPage(db.withdrawals, "[status+id]", [status], page, toRecord);
  // The admin sees whose withdrawal it is by address, not by an internal user id.
  const users = await db.users.bulkGet(found.list.map((r) => r.user_id));
  const list = found.list.map((r, i) => ({ ...r, user_address: users[i]?.address ?? "" }));
  return { ...found, list };
}

async function pendingWithdrawal(rawId: unknown): Promise<WithdrawalRow> {
  const id = readId(rawId);
  const row = id === null ? undefined : await db.withdrawals.get(id);
  if (!row) throw new ServiceError(ErrorCode.recordNotFound, "withdrawNotFound");
  if (row.status !== "pending") throw new ServiceError(ErrorCode.withdrawStateInvalid, "withdrawNotPending");
  return row;
}

/** Approve: the transfer goes out and completes after `processMs` on the demo clock. */
export async function approveWithdrawal(rawId: unknown): Promise<WithdrawalRecord> {
  return db.transaction("rw", db.withdrawals, async () => {
    const row = await pendingWithdrawal(rawId);
    const now = clock.now();
    const update = { status: "processing" as const, reviewed_at: now, complete_at: now + WITHDRAW.processMs };
    await db.withdrawals.update(row.id!, update);
    return toRecord({ ...row, ...update });
  });
}

/** Reject: failed, and the whole amount goes back with a "withdrawal rejection" bill entry. */
export async function rejectWithdrawal(rawId: unknown): Promise<WithdrawalRecord> {
  return db.transaction("rw", db.withdrawals, db.balances, db.bills, async () => {
    const row = await pendingWithdrawal(rawId);
    const update = { status: "failed" as const, reviewed_at: clock.now() };
    await db.withdrawals.update(row.id!, update);
    await applyChanges([
      {
        userId: row.userId,
        coinId: row.coinId,
        amount: units(row.amount),
        type: "withdrawal_rejection",
        ref: `withdraw:${row.id}`,
      },
    ]);
    return toRecord({ ...row, ...update });
  });
}
