import Dexie from "dexie";
import { getAddress } from "ethers";
import {
  ErrorCode,
  type CursorPage,
  type ReferralKind,
  type ReferralReward,
  type TeamInfo,
  type TeamMember,
} from "../../src/api/wire";
import { maskAddress } from "../../src/lib/format";
import { toDecimal, units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { COINS, REFERRAL } from "../config";
import { db } from "../db/holderDb";
import type { RewardRow } from "../db/rewards";
import type { UserRow } from "../db/accounts";
import { utcDay } from "./checkin";
import { ServiceError } from "./errors";
import { performanceOf, areas, teamOf, type Member } from "./referral";
import { keysetPage, memoryPage, type PageQuery } from "./paging";

const coinName = COINS.find((c) => c.id === REFERRAL.coinId)!.name;
const KINDS: ReferralKind[] = ["invite", "team", "same_level", "new_performance"];

const masked = (address: string) => maskAddress(getAddress(address));

/** GET /api/user_team/info: the caller's place in the tree and what the team below has done. */
export async function teamInfo(user: UserRow): Promise<TeamInfo> {
  const userId = user.id!;
  const members = await teamOf(userId);
  const { team, big, small } = areas(members);
  const yesterday = utcDay(clock.now()) - 1;
  let staked = 0;
  let newYesterday = 0;
  for (const m of members) {
    const stakes = await db.stakes
      .where("[userId+status+id]")
      .between([m.user.id!, "staked", Dexie.minKey], [m.user.id!, "staked", Dexie.maxKey])
      .toArray();
    staked += stakes.length;
    newYesterday += stakes.filter((s) => utcDay(s.staked_at) === yesterday).length;
  }
  const parent = user.pid ? await db.users.get(user.pid) : undefined;
  const rewards = await db.rewards
    .where("[userId+id]")
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .toArray();
  const byKind = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      toDecimal(rewards.filter((r) => r.kind === kind).reduce((sum, r) => sum + units(r.amount), 0n)),
    ]),
  ) as Record<ReferralKind, string>;
  return {
    invite_code: user.invite_code,
    parent_address: parent ? getAddress(parent.address) : "",
    direct_count: members.filter((m) => m.level === 1).length,
    team_count: members.length,
    my_performance: toDecimal(await performanceOf(userId)),
    team_performance: toDecimal(team),
    big_area: toDecimal(big),
    small_area: toDecimal(small),
    team_staked: staked,
    yesterday_new_stake: newYesterday,
    rewards: { ...byKind, total: toDecimal(rewards.reduce((sum, r) => sum + units(r.amount), 0n)) },
    coin_id: REFERRAL.coinId,
    coin_name: coinName,
  };
}

function toMember(m: Member): TeamMember {
  return {
    id: m.user.id!,
    hide_address: masked(m.user.address),
    level: m.level,
    node_type: m.user.node_type,
    joined_at: m.user.created_at,
    performance: toDecimal(m.own),
    branch_performance: toDecimal(m.branch),
  };
}

/**
 * The caller's team newest member first, by member id: `directOnly` gives the invite list (level 1), else every
 * level. The team is a walk of the invite tree (branch figures need the whole of it), paged in memory.
 */
export async function teamMembers(
  userId: number,
  directOnly: boolean,
  query: PageQuery,
): Promise<CursorPage<TeamMember>> {
  const members = (await teamOf(userId))
    .filter((m) => !directOnly || m.level === 1)
    .sort((a, b) => b.user.id! - a.user.id!);
  const page = memoryPage(members, (m) => m.user.id!, query);
  return { ...page, list: page.list.map(toMember) };
}

/**
 * GET /api/user_team/invite-earnings, newest first: `kind=direct` (or `invite`) lists the invite rewards (direct
 * referrals' purchases), `kind=team` the team, same-level and new-performance rewards, `kind=same_level` or
 * `kind=new_performance` only those, and no kind every reward.
 */
export async function referralEarnings(
  userId: number,
  rawKind: string | null,
  query: PageQuery,
): Promise<CursorPage<ReferralReward>> {
  const kind = rawKind || null;
  let page: CursorPage<RewardRow>;
  const same = (row: RewardRow) => row;
  if (kind === "direct" || kind === "invite") {
    page = await keysetPage(db.rewards, "[userId+kind+id]", [userId, "invite"], query, same);
  } else if (kind === "team") {
    page = await keysetPage(db.rewards, "[userId+id]", [userId], query, same, (r) => r.kind !== "invite");
  } else if (kind === "same_level" || kind === "new_performance") {
    page = await keysetPage(db.rewards, "[userId+kind+id]", [userId, kind], query, same);
  } else if (kind === null) {
    page = await keysetPage(db.rewards, "[userId+id]", [userId], query, same);
  } else {
    throw new ServiceError(ErrorCode.badRequest, "kindInvalid");
  }
  const from = await db.users.bulkGet(page.list.map((r) => r.fromUserId));
  return {
    ...page,
    list: page.list.map((r, i) => ({
      id: r.id!,
      kind: r.kind,
      amount: r.amount,
      coin_id: r.coinId,
      coin_name: COINS.find((c) => c.id === r.coinId)?.name ?? "",
      from_address: from[i] ? masked(from[i].address) : "",
      ref: r.ref,
      created_at: r.created_at,
    })),
  };
}
