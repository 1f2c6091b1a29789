import { ErrorCode } from "../../src/api/wire";
import { parseAddress } from "../../src/lib/address";
import { toDecimal } from "../../src/lib/money/units";
import { ADMIN_ADJUST, COINS, EXCHANGE, RECHARGE, WITHDRAW } from "../config";
import { db } from "../db/holderDb";
import type { UserRow } from "../db/accounts";
import { ServiceError } from "./errors";
import { once } from "./idempotency";
import { checkAmountBound, readDecimal, readId } from "./input";
import { ADMIN_OPERATION_REF } from "./bill";
import { checkCreditCap } from "./adminCreditCap";
import { applyChanges, balanceOf } from "./ledger";

/** The business settings, as the admin area shows them. */
export function adminConfig() {
  return { coins: COINS, exchange: EXCHANGE, recharge: RECHARGE, withdraw: WITHDRAW, adjust: ADMIN_ADJUST };
}

/**
 * Credits or debits a user's balance by hand, with a reason, booked as "admin operation" (the admin and the reason
 * kept on the bill row). A debit cannot take a balance below zero; neither may exceed the amount bound; a credit may
 * not exceed what is left of the admin's daily cap (adminCreditCap.ts). A refusal books nothing.
 */
export async function adjustBalance(admin: UserRow, body: Record<string, unknown>) {
  const address = parseAddress(body.address);
  if (!address) throw new ServiceError(ErrorCode.addressInvalid, "addressIncorrect");
  const coinId = readId(body.coin_id);
  if (coinId === null || !COINS.some((c) => c.id === coinId))
    throw new ServiceError(ErrorCode.coinUnknown, "coinUnknown");
  const amount = readDecimal(body.amount, 4);
  if (amount === null || amount === 0n) throw new ServiceError(ErrorCode.amountInvalid, "amountIncorrect");
  checkAmountBound(amount);
  const reason = typeof body.reason === "string" ? body.reason.trim() : "";
  if (!reason || reason.length > 200) throw new ServiceError(ErrorCode.badRequest, "reasonRequired");
  const user = await db.users.where("address").equals(address.toLowerCase()).first();
  if (!user) throw new ServiceError(ErrorCode.recordNotFound, "userNotFound");
  return db.transaction("rw", [db.balances, db.bills, db.requests], () =>
    once(admin.id!, "adjust", body, async () => {
      if (amount > 0n) await checkCreditCap(admin.id!, coinId, amount);
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
