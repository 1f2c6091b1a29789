import { describe, expect, it } from "vitest";
import { callMethod } from "../chain/rpc";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import { connectChain, holderNft, send, signerFor } from "../services/nftChain";
import { withMockBackend } from "../test/harness";
import {
  DAY,
  HOUR,
  act,
  blockTime,
  chain,
  chainLogs,
  holder,
  income,
  listed,
  record,
  stakesOf,
  withClockChain,
} from "../test/stakeLockChain";
import { moneySnapshot } from "../test/users";

withMockBackend();
withClockChain();

describe("income counts only the continuous lock the contract reports", () => {
  it("an unstake ends the stake at its block time, though the backend only notices days later", async () => {
    const me = await holder(1);
    await act(me, "stake", me.ids);
    await record(me, me.ids);
    clock.advance(2 * DAY + HOUR);
    await act(me, "unstake", me.ids);
    const unstakedAt = await blockTime();
    clock.advance(5 * DAY);
    expect(await income(me)).toMatchObject({ total: "20", staked_count: 0 });
    expect((await stakesOf(me))[0]).toMatchObject({ status: "unstaked", ended_at: unstakedAt * 1000 });
  });

  it("a millisecond passing between reading the backend's clock and the chain's shifts no stake's times", async () => {
    connectChain(
      { request: ({ method, params = [] }) => callMethod(chain, method, params) },
      () => chain.time() + 1,
    );
    const me = await holder(1);
    await act(me, "stake", me.ids);
    await record(me, me.ids);
    clock.advance(DAY + HOUR);
    await act(me, "unstake", me.ids);
    const unstakedAt = await blockTime();
    clock.advance(DAY);
    await income(me);
    expect((await stakesOf(me))[0]).toMatchObject({ status: "unstaked", ended_at: unstakedAt * 1000 });
  });

  it("a restake is a new stake from its own stakedAt: no day is paid twice", async () => {
    const me = await holder(1);
    await act(me, "stake", me.ids);
    await record(me, me.ids);
    clock.advance(DAY + 12 * HOUR);
    await act(me, "unstake", me.ids);
    clock.advance(6 * HOUR);
    await act(me, "stake", me.ids); // nobody asked the backend in between
    const restakedAt = await blockTime();
    clock.advance(DAY);
    const list = (await listed(me)).data.list;
    expect(list).toEqual([{ token_id: me.ids[0], uri: "ipfs/Qm0/art.png", recorded: false }]);
    expect((await record(me, me.ids)).code).toBe(200);
    clock.advance(DAY);
    expect((await income(me)).total).toBe("30"); // 1 day of the first lock, 2 of the second
    const [old, fresh] = await stakesOf(me);
    expect(old).toMatchObject({ status: "unstaked" });
    expect(old!.ended_at).toBeLessThanOrEqual(fresh!.staked_at);
    expect(fresh).toMatchObject({ status: "staked", staked_at: restakedAt * 1000 });
    const days = await db.incomes.toArray();
    expect(days.filter((d) => d.stakeId === old!.id)).toHaveLength(1);
    expect(days.filter((d) => d.stakeId === fresh!.id)).toHaveLength(2);
  });

  it("a restake cannot be recorded over a lock the backend still has open: the old one is closed first", async () => {
    const me = await holder(1);
    await act(me, "stake", me.ids);
    await record(me, me.ids);
    await act(me, "unstake", me.ids);
    await act(me, "stake", me.ids);
    expect((await record(me, me.ids)).code).toBe(200);
    expect((await stakesOf(me)).map((s) => s.status)).toEqual(["unstaked", "staked"]);
    expect((await record(me, me.ids)).code).toBe(10303);
  });

  it("without the Unstaked event, a stake ends when the chain last showed it locked", async () => {
    const me = await holder(1);
    await act(me, "stake", me.ids);
    await record(me, me.ids);
    clock.advance(DAY + HOUR);
    await income(me); // the chain shows the lock now
    const seen = clock.now();
    clock.advance(2 * DAY);
    await act(me, "unstake", me.ids);
    chainLogs.readable = false;
    clock.advance(3 * DAY);
    expect((await income(me)).total).toBe("10");
    const [stake] = await stakesOf(me);
    expect(stake!.status).toBe("unstaked");
    expect(stake!.ended_at).toBeGreaterThan(seen - 5_000);
    expect(stake!.ended_at).toBeLessThanOrEqual(seen);
  });

  it("a former owner's stake ends at its unstake when the token's new owner records a stake", async () => {
    const alice = await holder(1);
    const bob = await holder(0);
    const [id] = alice.ids;
    await act(alice, "stake", [id!]);
    await record(alice, [id!]);
    clock.advance(DAY + HOUR);
    await act(alice, "unstake", [id!]);
    await send(holderNft(signerFor(alice.wallet.privateKey)), "transferFrom", [
      alice.wallet.address,
      bob.wallet.address,
      id,
    ]);
    await act(bob, "stake", [id!]);
    clock.advance(DAY + HOUR);
    expect((await record(bob, [id!])).code).toBe(200);
    expect((await stakesOf(alice))[0]).toMatchObject({ status: "unstaked" });
    expect([(await income(alice)).total, (await income(bob)).total]).toEqual(["10", "10"]);
  });

  it("refused records change nothing: balances, bill, stakes and income", async () => {
    const me = await holder(2);
    await act(me, "stake", [me.ids[0]!]);
    await record(me, [me.ids[0]!]);
    clock.advance(2 * DAY);
    await income(me);
    const before = {
      money: await moneySnapshot(),
      stakes: await db.stakes.toArray(),
      days: await db.incomes.count(),
    };
    const refused: [number[], number][] = [
      [[me.ids[1]!], 10302], // not staked
      [[me.ids[0]!], 10303], // recorded already
      [[me.ids[0]!, me.ids[0]!], 10001],
      [[999], 10301],
    ];
    for (const [ids, code] of refused) expect((await record(me, ids)).code).toBe(code);
    expect({
      money: await moneySnapshot(),
      stakes: await db.stakes.toArray(),
      days: await db.incomes.count(),
    }).toEqual(before);
  });
});
