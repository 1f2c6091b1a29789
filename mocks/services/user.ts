import { getAddress } from "ethers";
import { ErrorCode, type UserInfo } from "../../src/api/wire";
import { toDecimal, unitsOrZero } from "../../src/lib/money/units";
import { div, sumProducts } from "../../src/lib/money/arithmetic";
import { roundDecimal } from "../../src/lib/money/format";
import { maskAddress } from "../../src/lib/format";
import { isInviteCode } from "../../src/lib/inviteCode";
import { USDT_COIN_ID } from "../config";
import { db } from "../db/holderDb";
import type { UserRow } from "../db/accounts";
import { ServiceError } from "./errors";
import { userCoins } from "./wallet";

/** Places of `balance` and `assets`: the wallet panel shows coin amounts and the USDT total with four. */
const PLACES = 4;

/**
 * GET /api/user/info. `balance` is the USDT balance; `assets` the USD value of every coin held (Σ amount × price)
 * in USDT at USDT's price, the figure the wallet panel shows as "≈ … USDT". Both are decimal strings with four
 * places, rounded half away from zero like the panel (docs/business-rules.md, "User info").
 */
export async function toUserInfo(row: UserRow): Promise<UserInfo> {
  const address = getAddress(row.address);
  const coins = await userCoins(row.id!);
  const usdt = coins.find((c) => c.coin_id === USDT_COIN_ID)!;
  const usd = sumProducts(
    coins.map((c) => ({ amount: unitsOrZero(c.money), price: unitsOrZero(c.price) })),
    "halfAwayFromZero",
  );
  const usdtPrice = unitsOrZero(usdt.price);
  return {
    id: row.id!,
    address,
    hide_address: maskAddress(address),
    balance: roundDecimal(usdt.money, PLACES),
    assets: roundDecimal(toDecimal(usdtPrice === 0n ? 0n : div(usd, usdtPrice, "towardZero")), PLACES),
    invite_code: row.invite_code,
    level: row.level,
    node_type: row.node_type,
    is_admin: row.is_admin,
    pid: row.pid,
  };
}

/**
 * Binds the user to the inviter owning `rawCode`, once: the binding never changes afterwards.
 * Codes are matched case-insensitively; a code whose owner is below the user in the tree would make a cycle. A code
 * that could not be anyone's (over 32 characters, or not only letters and digits) is refused before any lookup.
 */
export async function bindInvite(userId: number, rawCode: unknown): Promise<void> {
  const code = typeof rawCode === "string" ? rawCode.trim().toUpperCase() : "";
  if (!code) throw new ServiceError(ErrorCode.inviteRequired, "inviteRequired");
  if (!isInviteCode(code)) throw new ServiceError(ErrorCode.inviteInvalid, "inviteInvalid");

  await db.transaction("rw", db.users, async () => {
    const user = await db.users.get(userId);
    if (!user) throw new ServiceError(ErrorCode.tokenInvalid, "tokenInvalid");
    if (user.pid !== 0) throw new ServiceError(ErrorCode.inviteAlreadyBound, "inviteAlreadyBound");
    const inviter = await db.users.where("invite_code").equals(code).first();
    if (!inviter) throw new ServiceError(ErrorCode.inviteNotFound, "inviteNotFound");
    if (inviter.id === userId) throw new ServiceError(ErrorCode.inviteOwn, "inviteOwn");
    // Bounded walk: the tree is acyclic by this very rule, the bound only guards against a corrupted store.
    let up: UserRow | undefined = inviter;
    for (let depth = 0; up && up.pid !== 0 && depth < 10_000; depth++) {
      if (up.pid === userId) throw new ServiceError(ErrorCode.inviteCycle, "inviteCycle");
      up = await db.users.get(up.pid);
    }
    await db.users.update(userId, { pid: inviter.id! });
  });
}
