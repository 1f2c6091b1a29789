import { getAddress } from "ethers";
import { ErrorCode, type AdminUser } from "../../src/api/wire";
import { parseAddress } from "../../src/lib/address";
import type { UserRow } from "../db/accounts";
import { db } from "../db/holderDb";
import { WHOLE_BILL, billLogs } from "./bill";
import { ServiceError } from "./errors";
import { userCoins } from "./wallet";

/** How many of the user's latest bill entries the lookup shows. */
export const LOOKUP_BILLS = 10;

/** The user an admin looks up by address: a malformed address is 10402; one that never signed in, 10407. */
export async function userByAddress(rawAddress: unknown): Promise<UserRow> {
  const address = parseAddress(rawAddress);
  if (!address) throw new ServiceError(ErrorCode.addressInvalid, "addressIncorrect");
  const user = await db.users.where("address").equals(address.toLowerCase()).first();
  if (!user) throw new ServiceError(ErrorCode.recordNotFound, "userNotFound");
  return user;
}

/**
 * GET /api/admin/user: one user, for an admin answering them (docs/decisions/0032-admin-work.md): the account, its
 * balances in every coin, its inviter's address and its latest bill entries, as the user's own calls give them.
 */
export async function adminUser(user: UserRow): Promise<AdminUser> {
  const inviter = user.pid ? await db.users.get(user.pid) : undefined;
  const balances = await userCoins(user.id!);
  const bills = await billLogs(user.id!, WHOLE_BILL, {
    page: 1,
    count: LOOKUP_BILLS,
    cursor: null,
  });
  return {
    id: user.id!,
    address: getAddress(user.address),
    node_type: user.node_type,
    level: user.level,
    is_admin: user.is_admin,
    invite_code: user.invite_code,
    inviter: inviter ? getAddress(inviter.address) : null,
    created_at: user.created_at,
    balances,
    bills: bills.list,
  };
}
