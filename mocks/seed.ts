import type { Signer } from "ethers";
import { units } from "../src/lib/money";
import { clock } from "./clock";
import { randomWallet } from "./random";
import { NFT_ARTWORK } from "./config";
import { db, type UserRow } from "./db";
import { createUser } from "./services/auth";
import { applyChanges } from "./services/ledger";
import { receiveAvailable, settleIncome } from "./services/income";
import { mintArtwork } from "./services/mint";
import { recordStake } from "./services/nft";
import { holderNft, send, signerFor } from "./services/nftChain";
import { purchaseNode } from "./services/node";

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

/** Waits for a transaction the seed sent (both chains mine at once). */
async function mined(signer: Signer, hash: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await signer.provider!.getTransactionReceipt(hash)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`seed transaction ${hash} not mined`);
}

/** Mints `count` NFTs for `user` through the mint service (charged and recorded), then stakes and records them. */
async function mintAndStake(user: UserRow, key: string, count: number, stakedAgoMs: number): Promise<void> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await mintArtwork(user, {})).token_id);
  await send(holderNft(signerFor(key)), "stake", [ids]);
  await recordStake(user, ids.length, ids);
  await db.stakes
    .where("tokenId")
    .anyOf(ids)
    .modify({ staked_at: clock.now() - stakedAgoMs });
}

/**
 * The team below the user with history, three levels deep (m1 ← m1a ← m1a1, and m2), with nodes and stakes, so the
 * team page, its areas and the referral earnings show figures. Every purchase goes through the services: the
 * rewards are the rules' own. Gas for the members' stake transactions comes from the persona's wallet.
 */
async function seedTeam(user: UserRow, privateKey: string): Promise<void> {
  const now = clock.now();
  const payer = signerFor(privateKey);
  const member = async (pid: number, joinedAgo: number, stakes: boolean) => {
    const wallet = randomWallet();
    const row = await createUser(wallet.address.toLowerCase(), now - joinedAgo, { pid, level: 0 });
    await applyChanges([
      {
        userId: row.id!,
        coinId: 1,
        amount: units("2000"),
        type: "recharge",
        ref: `seed-deposit-team-${row.id}`,
      },
    ]);
    if (stakes) {
      const tx = await payer.sendTransaction({ to: wallet.address, value: 10n ** 16n }); // 0.01 BNB of gas
      await mined(payer, tx.hash);
    }
    return { row, key: wallet.privateKey };
  };
  const m1 = await member(user.id!, 25 * DAY, false);
  const m2 = await member(user.id!, 12 * DAY, true);
  const m1a = await member(m1.row.id!, 18 * DAY, true);
  const m1a1 = await member(m1a.row.id!, 6 * DAY, false);
  await purchaseNode(m1.row.id!, 1);
  await purchaseNode(m1a.row.id!, 2);
  // Same type as the persona, at level 3 below it: the persona earns the same-level reward.
  await purchaseNode(m1a1.row.id!, 2);
  await mintAndStake(m1a.row, m1a.key, 1, 4 * DAY);
  // Staked yesterday (UTC): the team's "yesterday's new stake".
  const yesterdayNoon = (Math.floor(now / DAY) - 1) * DAY + 12 * 60 * 60_000;
  await mintAndStake(m2.row, m2.key, 2, now - yesterdayNoon);
}

/**
 * What the user with history has done before the demo starts: deposits, holdings, a node, NFTs minted (four of
 * the artwork), two of them staked with the persona's own signature days ago (so income has been issued, some of it
 * received), and a team below it. Every balance arrives through the ledger, so the bill explains it.
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
  for (let i = 0; i < NFT_ARTWORK.length; i++) ids.push((await mintArtwork(user, {})).token_id);
  await purchaseNode(id, 2);
  const staked = ids.slice(0, 2);
  await send(holderNft(signerFor(privateKey)), "stake", [staked]);
  await recordStake(user, staked.length, staked);
  // Staked 6 and 3 days ago (plus two hours); the first two days' income was received three days ago.
  const now = clock.now();
  const [first, second] = await db.stakes.where("tokenId").anyOf(staked).sortBy("tokenId");
  await db.stakes.update(first!.id!, { staked_at: now - 6 * DAY - 2 * 60 * 60_000 });
  await db.stakes.update(second!.id!, { staked_at: now - 3 * DAY - 2 * 60 * 60_000 });
  await receiveAvailable(id, now - 3 * DAY);
  await settleIncome(id, now);
  await seedTeam(user, privateKey);
}

export async function seedAdmin(user: UserRow): Promise<void> {
  await applyChanges([
    { userId: user.id!, coinId: 1, amount: units("50000"), type: "admin_operation", ref: "seed-treasury" },
  ]);
}
