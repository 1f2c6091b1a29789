import type { Signer } from "ethers";
import { units } from "../src/lib/money/units";
import { clock } from "./clock";
import { randomWallet } from "./random";
import { NFT_ARTWORK } from "./config";
import { db } from "./db/holderDb";
import type { UserRow } from "./db/accounts";
import { createUser } from "./services/auth";
import { applyChanges } from "./services/ledger";
import { receiveAvailable } from "./services/income";
import { settleIncome } from "./services/stakeLocks";
import { mintArtwork } from "./services/mint";
import { recordStake } from "./services/nft";
import { holderNft, send, signerFor } from "./services/nftChain";
import { purchaseNode } from "./services/node";
import { confirmedDeposit } from "./services/recharge";

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
const HOUR = 60 * 60_000;

/**
 * A moment `daysAgo` days before `now` at a local time of day ("h:mm", odd minutes and seconds, as people do
 * things), so the seeded history reads like a month of use. Never later than 10 minutes ago.
 */
export function storyTime(now: number, daysAgo: number, time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  const day = new Date(now - daysAgo * DAY);
  day.setHours(hours!, minutes!, (hours! * 7 + minutes!) % 60, 0);
  return Math.min(day.getTime(), now - 10 * 60_000);
}

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
async function mintAndStake(user: UserRow, key: string, count: number): Promise<void> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await mintArtwork(user, {})).token_id);
  await send(holderNft(signerFor(key)), "stake", [ids]);
  await recordStake(user, ids.length, ids);
}

/**
 * What the user with history has done in the month before the demo starts, step by step at the times it happened:
 * deposits, holdings, four NFTs minted (the artwork), a node, a team three levels deep below it (m1 ← m1a ← m1a1,
 * and m2) with nodes and stakes, two of its NFTs staked with its own signature 6 and 3 days ago (so income has been
 * issued, some of it received). Every step goes through the services, so balances arrive through the ledger, the
 * bill explains them in time order, and the rewards are the rules' own. Gas for the members' stake transactions
 * comes from the persona's wallet.
 */
export async function seedHistory(user: UserRow, privateKey: string): Promise<void> {
  const id = user.id!;
  const now = clock.now();
  const at = (daysAgo: number, time: string) => storyTime(now, daysAgo, time);
  const payer = signerFor(privateKey);

  const credit = (coinId: number, amount: string, type: "transfer_in" | "stake_reward", ref: string) =>
    applyChanges([{ userId: id, coinId, amount: units(amount), type, ref }]);
  await clock.during(at(29, "9:41"), () => confirmedDeposit(id, 1, "1250.5"));
  await clock.during(at(28, "14:06"), () => credit(2, "84000", "transfer_in", "seed-transfer-1"));
  await clock.during(at(27, "20:33"), () => credit(3, "3210.75", "stake_reward", "seed-reward-1"));
  await clock.during(at(26, "11:12"), () => confirmedDeposit(id, 4, "0.85"));

  /** A team member joins, deposits and, when told, buys a node and gets gas for a stake, minutes apart. */
  const member = async (pid: number, daysAgo: number, time: string, node: 0 | 1 | 2, stakes: boolean) => {
    const wallet = randomWallet();
    const joined = at(daysAgo, time);
    const row = await createUser(wallet.address.toLowerCase(), joined, { pid, level: 0 });
    await clock.during(joined + 17 * 60_000, () => confirmedDeposit(row.id!, 1, "2000"));
    if (node) await clock.during(joined + 41 * 60_000, () => purchaseNode(row.id!, node));
    if (stakes) {
      const tx = await payer.sendTransaction({ to: wallet.address, value: 10n ** 16n }); // 0.01 BNB of gas
      await mined(payer, tx.hash);
    }
    return { row, key: wallet.privateKey };
  };

  const m1 = await member(id, 25, "10:27", 1, false);
  const ids: number[] = [];
  // The artwork minted one a day, in the evening.
  for (let i = 0; i < NFT_ARTWORK.length; i++) {
    const minted = await clock.during(at(22 - i, `${19 + (i % 3)}:${13 + i * 11}`), () =>
      mintArtwork(user, {}),
    );
    ids.push(minted.token_id);
  }
  const m1a = await member(m1.row.id!, 18, "16:48", 2, true);
  await clock.during(at(15, "13:25"), () => purchaseNode(id, 2));
  const m2 = await member(id, 12, "19:14", 0, true);
  // Staked 6 and 3 days ago, two hours before now's time of day: two days of income each by now.
  const stake = (tokenId: number) => async () => {
    await send(holderNft(signerFor(privateKey)), "stake", [[tokenId]]);
    await recordStake(user, 1, [tokenId]);
  };
  await clock.during(now - 6 * DAY - 2 * HOUR, stake(ids[0]!));
  // Same type as the persona, at level 3 below it: the persona earns the same-level reward.
  await member(m1a.row.id!, 5, "8:55", 2, false);
  await clock.during(at(4, "18:02"), () => mintAndStake(m1a.row, m1a.key, 1));
  await clock.during(now - 3 * DAY - 2 * HOUR, stake(ids[1]!));
  // The first two days' income was received three days ago.
  await clock.during(now - 3 * DAY, () => receiveAvailable(id, now - 3 * DAY));
  // Staked yesterday (UTC) at noon: the team's "yesterday's new stake".
  const yesterdayNoon = (Math.floor(now / DAY) - 1) * DAY + 12 * HOUR;
  await clock.during(yesterdayNoon, () => mintAndStake(m2.row, m2.key, 2));
  await settleIncome(id, now);
}

export async function seedAdmin(user: UserRow): Promise<void> {
  await applyChanges([
    { userId: user.id!, coinId: 1, amount: units("50000"), type: "admin_operation", ref: "seed-treasury" },
  ]);
}
