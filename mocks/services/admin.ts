import { ErrorCode } from "../../src/api/wire";
import { parseAddress } from "../../src/lib/address";
import { parseDecimal, toDecimal } from "../../src/lib/money/units";
import { COINS, EXCHANGE, RECHARGE, WITHDRAW } from "../config";
import { db, type UserRow } from "../db";
import { ServiceError } from "./errors";
import { once } from "./idempotency";
import { checkAmountBound, readId } from "./input";
import { ADMIN_OPERATION_REF } from "./bill";
import { applyChanges, balanceOf } from "./ledger";

/** The business settings, as the admin area shows them. */
export function adminConfig() {
  return { coins: COINS, exchange: EXCHANGE, recharge: RECHARGE, withdraw: WITHDRAW };
}

/**
 * Credits or debits a user's balance by hand, with a reason, booked as "admin operation". A debit cannot take a
 * balance below zero; neither may exceed the amount bound.
 */
export async function adjustBalance(admin: UserRow, body: Record<string, unknown>) {
  const address = parseAddress(body.address);
  if (!address) throw new ServiceError(ErrorCode.addressInvalid, "addressIncorrect");
  const coinId = readId(body.coin_id);
  if (coinId === null || !COINS.some((c) => c.id === coinId))
    throw new ServiceError(ErrorCode.coinUnknown, "coinUnknown");
  const text = typeof body.amount === "number" ? String(body.amount) : body.amount;
  const amount = parseDecimal(text, 4);
  if (amount === null || amount === 0n) throw new ServiceError(ErrorCode.amountInvalid, "amountIncorrect");
  checkAmountBound(amount);
  const reason = typeof body.reason === "string" ? body.reason.trim() : "";
  if (!reason || reason.length > 200) throw new ServiceError(ErrorCode.badRequest, "reasonRequired");
  const user = await db.users.where("address").equals(address.toLowerCase()).first();
  if (!user) throw new ServiceError(ErrorCode.recordNotFound, "userNotFound");
  return db.transaction("rw", [db.balances, db.bills, db.requests], () =>
    once(admin.id!, "adjust", body, async () => {
      await applyChanges([
        {
          userId: user.id!,
          coinId,
          amount,
          type: "admin_operation",
          ref: ADMIN_OPERATION_REF,
          admin: { adminId: admin.id!, reason },
        },
      ]);
      return {
        user_id: user.id!,
        coin_id: coinId,
        amount: toDecimal(amount),
        balance: toDecimal(await balanceOf(user.id!, coinId)),
      };
    }),
  );
}
