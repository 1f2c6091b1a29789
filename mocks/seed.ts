import { units } from "../src/lib/money";
import { clock } from "./clock";
import { NFT_ARTWORK } from "./config";
import { db, type UserRow } from "./db";
import { createUser } from "./services/auth";
import { applyChanges } from "./services/ledger";
import { recordStake } from "./services/nft";
import { holderNft, mintTo, send, signerFor } from "./services/nftChain";

export type PersonaId = "newUser" | "history" | "admin";

export interface PersonaSeed {
  id: PersonaId;
  /** Any case; stored lower-cased. */
  address: string;
  /** Demo mode only: lets the seed sign the persona's own stake transaction on the mock chain. */
  privateKey?: string;
}

/** The admin's invite code is fixed so a presenter can type it in a demo. */
export const DEMO_INVITE_CODE = "HOLDER";

const DAY = 24 * 60 * 60_000;

/**
 * Gives the demo personas their accounts, once: the admin at the top of the tree, the user with history bound
 * under the admin with a node. The new user gets no row: it signs up on first login like a real newcomer.
 * Returns the rows it created.
 */
export async function seedPersonas(personas: PersonaSeed[]): Promise<Partial<Record<PersonaId, UserRow>>> {
  const byId = new Map(personas.map((p) => [p.id, p.address.toLowerCase()]));
  const now = clock.now();
  return db.transaction("rw", db.users, async () => {
    const created: Partial<Record<PersonaId, UserRow>> = {};
    const adminAddress = byId.get("admin");
    let admin = adminAddress ? await db.users.where("address").equals(adminAddress).first() : undefined;
    if (adminAddress && !admin) {
      const codeTaken = await db.users.where("invite_code").equals(DEMO_INVITE_CODE).count();
      admin = await createUser(adminAddress, now - 90 * DAY, {
        is_admin: 1,
        level: 3,
        node_type: 3,
        ...(codeTaken ? {} : { invite_code: DEMO_INVITE_CODE }),
      });
      created.admin = admin;
    }
    const historyAddress = byId.get("history");
    if (historyAddress && !(await db.users.where("address").equals(historyAddress).count())) {
      created.history = await createUser(historyAddress, now - 30 * DAY, {
        pid: admin?.id ?? 0,
        level: 1,
        node_type: 2,
      });
    }
    return created;
  });
}

/**
 * What the user with history has done before the demo starts: deposits, holdings, NFTs minted, two of them staked
 * with the persona's own signature. Every balance arrives through the ledger, so the bill explains it.
 */
export async function seedHistory(user: UserRow, privateKey: string): Promise<void> {
  const id = user.id!;
  await applyChanges([
    { userId: id, coinId: 1, amount: units("1250.5"), type: "recharge", ref: "seed-deposit-1" },
    { userId: id, coinId: 2, amount: units("84000"), type: "transfer_in", ref: "seed-transfer-1" },
    { userId: id, coinId: 3, amount: units("3210.75"), type: "stake_reward", ref: "seed-reward-1" },
    { userId: id, coinId: 4, amount: units("0.85"), type: "recharge", ref: "seed-deposit-2" },
  ]);
  const ids: number[] = [];
  for (const uri of NFT_ARTWORK) ids.push((await mintTo(user.address, uri)).tokenId);
  const staked = ids.slice(0, 2);
  await send(holderNft(signerFor(privateKey)), "stake", [staked]);
  await recordStake(user, staked.length, staked);
}

export async function seedAdmin(user: UserRow): Promise<void> {
  await applyChanges([
    { userId: user.id!, coinId: 1, amount: units("50000"), type: "admin_operation", ref: "seed-treasury" },
  ]);
}
