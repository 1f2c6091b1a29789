import { getAddress } from "ethers";
import { ErrorCode, type UserInfo } from "../../src/api/wire";
import { maskAddress } from "../../src/lib/format";
import { db, type UserRow } from "../db";
import { ServiceError } from "./errors";

export function toUserInfo(row: UserRow): UserInfo {
  const address = getAddress(row.address);
  return {
    id: row.id!,
    address,
    hide_address: maskAddress(address),
    // Balances arrive with the ledger (issue 5); until then every account holds nothing.
    balance: "0.00",
    assets: "0.00",
    invite_code: row.invite_code,
    level: row.level,
    node_type: row.node_type,
    is_admin: row.is_admin,
    pid: row.pid,
  };
}

/**
 * Binds the user to the inviter owning `rawCode`, once: the binding never changes afterwards.
 * Codes are matched case-insensitively; a code whose owner is below the user in the tree would make a cycle.
 */
export async function bindInvite(userId: number, rawCode: unknown): Promise<void> {
  const code = typeof rawCode === "string" ? rawCode.trim().toUpperCase() : "";
  if (!code) throw new ServiceError(ErrorCode.inviteRequired, "inviteRequired");

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
