import { describe, expect, it } from "vitest";
import { getAddress } from "ethers";
import type { CursorPage, MintRecord, ReferralReward, TeamInfo, TeamMember } from "../../src/api/wire";
import { maskAddress } from "../../src/lib/format";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import { holderNft, send, signerFor } from "../services/nftChain";
import { call, testChain, withMockBackend } from "../test/harness";
import { signUp } from "../test/users";

withMockBackend();

type Account = Awaited<ReturnType<typeof signUp>>;
const DAY = 24 * 60 * 60_000;

async function bind(child: Account, parent: Account) {
  const res = await call("POST", "/api/bind/invite", {
    token: child.token,
    body: { invite_code: parent.info.invite_code },
  });
  expect(res.code).toBe(200);
}

const buy = async (user: Account, type: number) =>
  expect(
    (await call("POST", `/api/node/buy/${type}`, { token: user.token, body: { params: {} } })).code,
  ).toBe(200);

/**
 * root ← a ← a1 ← a2, root ← b. a buys an intermediate node (500), a1 a primary one (100), b a primary one (100);
 * a2 mints an NFT (20) and stakes it, recorded as staked yesterday (UTC).
 */
async function tree() {
  const root = await signUp();
  const a = await signUp({ coins: { 1: "1000" } });
  const a1 = await signUp({ coins: { 1: "1000" } });
  const a2 = await signUp({ coins: { 1: "1000" } });
  const b = await signUp({ coins: { 1: "1000" } });
  await bind(a, root);
  await bind(a1, a);
  await bind(a2, a1);
  await bind(b, root);
  await buy(a, 2);
  await buy(a1, 1);
  await buy(b, 1);
  const minted = await call<MintRecord>("POST", "/api/n_f_t/mint", { token: a2.token, body: { params: {} } });
  await testChain.setBalance(a2.wallet.address, 10n ** 18n);
  await send(holderNft(signerFor(a2.wallet.privateKey)), "stake", [[minted.data.token_id]]);
  await call("POST", "/api/n_f_t/staked/1", { token: a2.token, body: { token_ids: [minted.data.token_id] } });
  const yesterday = (Math.floor(clock.now() / DAY) - 1) * DAY + 60_000;
  await db.stakes.toCollection().modify({ staked_at: yesterday });
  return { root, a, a1, a2, b };
}

const info = async (token: string) => (await call<TeamInfo>("GET", "/api/user_team/info", { token })).data;
const list = (path: string, token: string) => call<CursorPage<TeamMember>>("GET", path, { token });
const earnings = (token: string, kind: string) =>
  call<CursorPage<ReferralReward>>("GET", `/api/user_team/invite-earnings?kind=${kind}`, { token });

describe("GET /api/user_team/info", () => {
  it("sums the team's performance (USDT spent on nodes and mints), its areas, stakes and rewards", async () => {
    const { root, a, a1, a2 } = await tree();
    expect(await info(root.token)).toEqual({
      invite_code: root.info.invite_code,
      parent_address: "",
      direct_count: 2,
      team_count: 4,
      my_performance: "0",
      team_performance: "720",
      big_area: "620",
      small_area: "100",
      team_staked: 1,
      yesterday_new_stake: 1,
      rewards: { invite: "60", team: "5", same_level: "0", new_performance: "0", total: "65" },
      coin_id: 1,
      coin_name: "USDT",
    });
    expect(await info(a.token)).toMatchObject({
      parent_address: getAddress(root.info.address),
      direct_count: 1,
      team_count: 2,
      my_performance: "500",
      team_performance: "120",
      big_area: "120",
      small_area: "0",
      rewards: { invite: "10", team: "0", total: "10" },
    });
    expect(await info(a2.token)).toMatchObject({ my_performance: "20", team_count: 0, team_staked: 0 });
    clock.advance(DAY);
    expect((await info(root.token)).yesterday_new_stake).toBe(0);
    expect((await info(a1.token)).team_staked).toBe(1);
  });

  it("refuses a caller without a login", async () => {
    expect((await call("GET", "/api/user_team/info")).code).toBe(10039);
  });
});

describe("GET /api/user_team/invite and /team", () => {
  it("list direct referrals, and the whole team with levels, newest first by cursor", async () => {
    const { root, a, a1, a2, b } = await tree();
    const direct = await list("/api/user_team/invite", root.token);
    expect(direct.data.count).toBe(2);
    expect(direct.data.list).toEqual([
      {
        id: b.info.id,
        hide_address: maskAddress(getAddress(b.info.address)),
        level: 1,
        node_type: 1,
        joined_at: expect.any(Number),
        performance: "100",
        branch_performance: "100",
      },
      expect.objectContaining({
        id: a.info.id,
        level: 1,
        node_type: 2,
        performance: "500",
        branch_performance: "620",
      }),
    ]);
    const first = await list("/api/user_team/team?count=3", root.token);
    expect(first.data.count).toBe(4);
    expect(first.data.list.map((m) => [m.id, m.level])).toEqual([
      [b.info.id, 1],
      [a2.info.id, 3],
      [a1.info.id, 2],
    ]);
    const rest = await list(`/api/user_team/team?count=3&cursor=${first.data.next_cursor}`, root.token);
    expect(rest.data.list.map((m) => [m.id, m.level])).toEqual([[a.info.id, 1]]);
    expect(rest.data.next_cursor).toBeNull();
    expect((await list("/api/user_team/team", b.token)).data).toEqual({
      count: 0,
      list: [],
      next_cursor: null,
    });
  });
});

describe("GET /api/user_team/invite-earnings", () => {
  it("lists direct (invite) rewards and team rewards apart", async () => {
    const { root, a, a1, b } = await tree();
    const direct = await earnings(root.token, "direct");
    expect(direct.data.list.map((r) => [r.kind, r.amount, r.from_address])).toEqual([
      ["invite", "10", maskAddress(getAddress(b.info.address))],
      ["invite", "50", maskAddress(getAddress(a.info.address))],
    ]);
    const team = await earnings(root.token, "team");
    expect(team.data.list.map((r) => [r.kind, r.amount, r.coin_name, r.from_address])).toEqual([
      ["team", "5", "USDT", maskAddress(getAddress(a1.info.address))],
    ]);
    expect((await earnings(root.token, "")).data.count).toBe(3);
    expect((await earnings(root.token, "everything")).code).toBe(10001);
  });
});
