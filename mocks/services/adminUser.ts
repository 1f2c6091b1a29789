import { getAddress } from "ethers";
import { ErrorCode, type AdminUser } from "../../src/api/wire";
import { parseAddress } from "../../src/lib/address";
import { db } from "../db/holderDb";
import { billLogs } from "./bill";
import { ServiceError } from "./errors";
import { userCoins } from "./wallet";

/** How many of the user's latest bill entries the lookup shows. */
export const LOOKUP_BILLS = 10;

/**
 * GET /api/admin/user: one user by address, for an admin answering them (docs/decisions/0032-admin-work.md): the
 * account, its balances in every coin, its inviter's address and its latest bill entries, as the user's own calls
 * give them. A malformed address is 10402; an address that never signed in, 10407.
 */
export async function adminUser(rawAddress: unknown): Promise<AdminUser> {
  const address = parseAddress(rawAddress);
  if (!address) throw new ServiceError(ErrorCode.addressInvalid, "addressIncorrect");
  const user = await db.users.where("address").equals(address.toLowerCase()).first();
  if (!user) throw new ServiceError(ErrorCode.recordNotFound, "userNotFound");
  const inviter = user.pid ? await db.users.get(user.pid) : undefined;
  const balances = await userCoins(user.id!);
  const bills = await billLogs(user.id!, new URLSearchParams(), {
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
