import { describe, expect, it } from "vitest";
import type { StakeConfig } from "../../src/api/wire";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import { call, withMockBackend } from "../test/harness";
import { DAY, HOUR, detail, staker } from "../test/stakers";

withMockBackend();

describe("GET /api/n_f_t/stake/config", () => {
  it("gives the daily reward per NFT (the 1 NFT : {number} ratio), the period and the 24 h release", async () => {
    expect((await call<StakeConfig>("GET", "/api/n_f_t/stake/config")).data).toEqual({
      coin_id: 3,
      coin_name: "HOLD",
      daily_reward: "10",
      period_days: 365,
      release_delay_ms: DAY,
    });
  });
});

describe("GET /api/n_f_t/stake/detail/{tokenId}", () => {
  it("describes a stake: time, days, first reward, end, earned and estimated income", async () => {
    const me = await staker(1);
    const stake = (await db.stakes.toArray())[0]!;
    clock.advance(10 * DAY + HOUR);
    const res = await detail(me.token, me.ids[0]!);
    expect(res.data).toEqual({
      stake_id: stake.id,
      token_id: me.ids[0],
      uri: "ipfs/Qm0/art.png",
      status: "staked",
      stake_time: stake.staked_at,
      stake_days: 10,
      first_reward_at: stake.staked_at + DAY,
      reward_end_at: stake.staked_at + 365 * DAY,
      daily_reward: "10",
      earned: "100",
      estimated_income: String(10 * 355),
      coin_id: 3,
      coin_name: "HOLD",
    });
  });

  it("is refused for a token the caller never staked", async () => {
    const me = await staker(1);
    const other = await staker(1);
    for (const id of [other.ids[0]!, 999, "x"]) expect((await detail(me.token, id)).code).toBe(10407);
  });
});
