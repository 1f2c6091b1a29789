import { ErrorCode, type CursorPage } from "../../src/api/wire";
import type { RechargeRecord } from "../../src/api/recharge";
import { toDecimal, units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { COINS, DEPOSIT_ADDRESS, RECHARGE } from "../config";
import { db } from "../db/holderDb";
import type { RechargeRow } from "../db/money";
import type { UserRow } from "../db/accounts";
import { randomHex } from "../random";
import { ServiceError } from "./errors";
import { once } from "./idempotency";
import { readAmount, readId } from "./input";
import { applyChanges } from "./ledger";
import { keysetPage, type PageQuery } from "./paging";

function coinAndChannel(rawCoin: unknown, rawChannel: unknown) {
  const coinId = readId(rawCoin);
  if (coinId === null || !RECHARGE.coins.includes(coinId))
    throw new ServiceError(ErrorCode.coinUnknown, "rechargeCoinOnly");
  const channel = typeof rawChannel === "string" && rawChannel ? rawChannel : RECHARGE.channels[0]!;
  if (!RECHARGE.channels.includes(channel))
    throw new ServiceError(ErrorCode.channelUnknown, "rechargeChannelOnly");
  return { coinId, channel };
}

/** Coins and channels users can deposit (USDT on BEP20 only, docs/product.md#validation-messages). */
export function rechargeProtocols() {
  return RECHARGE.coins.map((id) => ({
    coin_id: id,
    coin_name: COINS.find((c) => c.id === id)!.name,
    channels: RECHARGE.channels.map((channel) => ({
      channel,
      min_amount: RECHARGE.minAmount,
      confirm_seconds: RECHARGE.confirmMs / 1000,
    })),
  }));
}

/**
 * The address to deposit a coin on a channel. The channel is required (docs/openapi.yaml): an address given for a
 * network the user did not name is how deposits get lost, so none is assumed.
 */
export function depositAddress(rawCoin: unknown, rawChannel: unknown) {
  if (typeof rawChannel !== "string" || !rawChannel) {
    coinAndChannel(rawCoin, undefined);
    throw new ServiceError(ErrorCode.channelUnknown, "rechargeChannelOnly");
  }
  const { coinId, channel } = coinAndChannel(rawCoin, rawChannel);
  return { coin_id: coinId, channel, address: DEPOSIT_ADDRESS };
}

function toRecord(row: RechargeRow): RechargeRecord {
  return {
    id: row.id!,
    coin_id: row.coinId,
    coin_name: COINS.find((c) => c.id === row.coinId)!.name,
    channel: row.channel,
    amount: row.amount,
    tx_hash: row.txHash,
    status: row.status,
    created_at: row.created_at,
    confirm_at: row.confirm_at,
  };
}

/**
 * Demo mode's stand-in for a deposit arriving on chain: a pending record, credited once `confirmMs` has passed on
 * the demo clock (by `settleDue`, which the handlers run before a read shows it).
 */
export async function simulateDeposit(user: UserRow, body: Record<string, unknown>): Promise<RechargeRecord> {
  const { coinId, channel } = coinAndChannel(body.coin_id, body.channel);
  const amount = readAmount(body.amount, RECHARGE.decimals);
  if (amount < units(RECHARGE.minAmount)) {
    throw new ServiceError(ErrorCode.belowMinimum, "rechargeBelowMinimum", { min: RECHARGE.minAmount });
  }
  const userId = user.id!;
  return db.transaction("rw", db.recharges, db.requests, () =>
    once(userId, "recharge", body, async () => {
      const now = clock.now();
      const row: RechargeRow = {
        userId,
        coinId,
        channel,
        amount: toDecimal(amount),
        txHash: `0x${randomHex(32)}`,
        status: "pending",
        created_at: now,
        confirm_at: now + RECHARGE.confirmMs,
      };
      row.id = await db.recharges.add(row);
      return toRecord(row);
    }),
  );
}

/**
 * A deposit already confirmed on chain (the demo's seeded history): its record and its credit, in one transaction,
 * so the records, the bill and the admin overview all count it.
 */
export function confirmedDeposit(userId: number, coinId: number, amount: string): Promise<void> {
  return db.transaction("rw", db.recharges, db.balances, db.bills, async () => {
    const now = clock.now();
    const txHash = `0x${randomHex(32)}`;
    await db.recharges.add({
      userId,
      coinId,
      channel: RECHARGE.channels[0]!,
      amount,
      txHash,
      status: "successful",
      created_at: now,
      confirm_at: now,
    });
    await applyChanges([{ userId, coinId, amount: units(amount), type: "recharge", ref: txHash }]);
  });
}

export function rechargeLogs(userId: number, page: PageQuery): Promise<CursorPage<RechargeRecord>> {
  return keysetPage(db.recharges, "[userId+id]", [userId], page, toRecord);
}
