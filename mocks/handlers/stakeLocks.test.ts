import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { CursorPage, StakedNft, StakeIncome, UserInfo } from "../../src/api/wire";
import { MockChain } from "../chain/chain";
import { callMethod } from "../chain/rpc";
import { clock } from "../clock";
import { db } from "../db";
import { server } from "../hosts/node";
import { connectChain, holderNft, mintTo, send, signerFor } from "../services/nftChain";
import { call, login, withMockBackend } from "../test/harness";
import { moneySnapshot } from "../test/users";
import { randomWallet } from "../random";

withMockBackend();

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

/** A chain whose blocks follow the demo clock, as the demo's does: moving time moves the chain's time too. */
const chain = new MockChain({ dbName: "stake-lock-chain", now: () => clock.now() });
let logsReadable = true;
beforeEach(async () => {
  await chain.reset();
  logsReadable = true;
  connectChain(
    {
      request: async ({ method, params = [] }) => {
        if (method === "eth_getLogs" && !logsReadable)
          throw new Error("query returned more than 10000 results");
        return callMethod(chain, method, params);
      },
    },
    () => chain.time(),
  );
});

async function holder(mints: number) {
  const wallet = randomWallet();
  await chain.setBalance(wallet.address, 10n ** 18n);
  const token = await login(wallet);
  const info = (await call<UserInfo>("GET", "/api/user/info", { token })).data;
  const ids: number[] = [];
  for (let i = 0; i < mints; i++) ids.push((await mintTo(wallet.address, `ipfs/Qm${i}/art.png`)).tokenId);
  return { wallet, token, info, ids };
}
type Holder = Awaited<ReturnType<typeof holder>>;

const act = (who: Holder, method: "stake" | "unstake", ids: number[]) =>
  send(holderNft(signerFor(who.wallet.privateKey)), method, [ids]);
const record = (who: Holder, ids: number[]) =>
  call<StakedNft[]>("POST", `/api/n_f_t/staked/${ids.length}`, {
    token: who.token,
    body: { token_ids: ids },
  });
const listed = (who: Holder, query = "") =>
  call<CursorPage<StakedNft>>("GET", `/api/n_f_t/stake/record${query}`, { token: who.token });
const income = async (who: Holder) =>
  (await call<StakeIncome>("GET", "/api/n_f_t/stake/income", { token: who.token })).data;
const stakesOf = async (who: Holder) => (await db.stakes.toArray()).filter((s) => s.userId === who.info.id);
const blockTime = async () => Number((await chain.getBlock("latest", false))!.timestamp);

describe("NFTs staked on chain but not recorded", () => {
  it("are listed as not recorded, then recorded by the record call", async () => {
    const me = await holder(3);
    await act(me, "stake", [me.ids[0]!, me.ids[1]!]);
    await record(me, [me.ids[0]!]);
    expect((await listed(me)).data).toEqual({
      count: 2,
      list: [
        { token_id: me.ids[1], uri: "ipfs/Qm1/art.png", recorded: false },
        { token_id: me.ids[0], uri: "ipfs/Qm0/art.png", recorded: true },
      ],
      next_cursor: null,
    });
    expect(await db.stakes.count()).toBe(1); // listing records nothing
    expect((await record(me, [me.ids[1]!])).code).toBe(200);
    expect((await listed(me)).data.list.map((s) => s.recorded)).toEqual([true, true]);
  });

  it("earn from the chain's stakedAt once recorded, however late", async () => {
    const me = await holder(1);
    await act(me, "stake", me.ids);
    const stakedAt = await blockTime();
    clock.advance(2 * DAY + HOUR);
    expect((await income(me)).total).toBe("0");
    await record(me, me.ids);
    expect((await income(me)).total).toBe("20");
    expect((await stakesOf(me))[0]).toMatchObject({ staked_at: stakedAt * 1000, chain_staked_at: stakedAt });
  });

  it("page by 10 from page 1, by page or by cursor (the last token id shown)", async () => {
    const me = await holder(12);
    await act(me, "stake", me.ids);
    await record(me, me.ids.slice(0, 5));
    const first = (await listed(me, "?page=1")).data;
    const second = (await listed(me, "?page=2")).data;
    const byCursor = (await listed(me, `?cursor=${first.next_cursor}`)).data;
    expect([first.count, first.list.length, second.list.length]).toEqual([12, 10, 2]);
    expect(first.list.map((s) => s.token_id)).toEqual([...me.ids].reverse().slice(0, 10));
    expect(first.next_cursor).toBe(first.list.at(-1)!.token_id);
    expect(byCursor).toEqual(second);
    expect(second.next_cursor).toBeNull();
    expect((await listed(me, "?page=3")).data.list).toEqual([]);
    for (const bad of ["?page=0", "?count=51", "?cursor=x", "?page=-1"]) {
      expect((await listed(me, bad)).code).toBe(10001);
    }
  });

  it("leave the recorded list as it is when the chain cannot be read", async () => {
    const me = await holder(2);
    await act(me, "stake", me.ids);
    await record(me, [me.ids[0]!]);
    server.use(http.post("http://chain.down.test/rpc", () => HttpResponse.error()));
    connectChain("http://chain.down.test/rpc");
    const res = await listed(me);
    expect(res.data.list).toEqual([{ token_id: me.ids[0], uri: "ipfs/Qm0/art.png", recorded: true }]);
    expect((await stakesOf(me)).map((s) => s.status)).toEqual(["staked"]);
  });
});

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
    logsReadable = false;
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
