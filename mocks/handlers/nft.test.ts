import { describe, expect, it } from "vitest";
import type { OwnedNft, PageOf, StakedNft, UserInfo } from "../../src/api/wire";
import { db } from "../db/holderDb";
import { holderNft, mintTo, send, signerFor } from "../services/nftChain";
import { call, login, testChain, withMockBackend } from "../test/harness";
import { randomWallet } from "../random";

withMockBackend();

async function holder(mints: number) {
  const wallet = randomWallet();
  await testChain.setBalance(wallet.address, 10n ** 18n); // gas for its own stake transactions
  const token = await login(wallet);
  const info = (await call<UserInfo>("GET", "/api/user/info", { token })).data;
  const ids: number[] = [];
  for (let i = 0; i < mints; i++) ids.push((await mintTo(wallet.address, `ipfs/Qm${i}/art.png`)).tokenId);
  return { wallet, token, info, ids };
}

async function stakeOnChain(privateKey: string, ids: number[]) {
  await send(holderNft(signerFor(privateKey)), "stake", [ids]);
}

const own = async (token: string) => (await call<OwnedNft[]>("GET", "/api/n_f_t/own", { token })).data;
const record = (token: string, page = 1, count = 10) =>
  call<PageOf<StakedNft>>("GET", `/api/n_f_t/stake/record?page=${page}&count=${count}`, { token });
const recordStake = (token: string, count: number | string, body: unknown) =>
  call<StakedNft[]>("POST", `/api/n_f_t/staked/${count}`, { token, body });

describe("NFTs read from the chain", () => {
  it("lists the user's NFTs with their content paths, newest mint last", async () => {
    const me = await holder(2);
    expect(await own(me.token)).toEqual([
      { tokenId: me.ids[0], uri: "ipfs/Qm0/art.png" },
      { tokenId: me.ids[1], uri: "ipfs/Qm1/art.png" },
    ]);
    const stranger = await holder(0);
    expect(await own(stranger.token)).toEqual([]);
  });

  it("records a stake once the chain shows the tokens locked, then lists them as staked, not available", async () => {
    const me = await holder(3);
    await stakeOnChain(me.wallet.privateKey, [me.ids[0]!, me.ids[2]!]);
    const res = await recordStake(me.token, 2, { params: { token_ids: [me.ids[0], me.ids[2]] } });
    expect(res.code).toBe(200);
    expect(await own(me.token)).toEqual([{ tokenId: me.ids[1], uri: "ipfs/Qm1/art.png" }]);
    const page = await record(me.token);
    expect(page.data.count).toBe(2);
    expect(page.data.list.map((s) => s.token_id).sort()).toEqual([me.ids[0], me.ids[2]].sort());
  });

  it("pages the staked list by 10 from page 1; a short page ends it", async () => {
    const me = await holder(12);
    await stakeOnChain(me.wallet.privateKey, me.ids);
    expect((await recordStake(me.token, 12, { token_ids: me.ids })).code).toBe(200);
    const first = (await record(me.token, 1)).data;
    const second = (await record(me.token, 2)).data;
    const third = (await record(me.token, 3)).data;
    expect([first.count, first.list.length, second.list.length, third.list.length]).toEqual([12, 10, 2, 0]);
    const all = [...first.list, ...second.list].map((s) => s.token_id);
    expect(new Set(all).size).toBe(12);
    expect(all[0]).toBe(Math.max(...me.ids));
  });

  it.each([
    ["page 0", "page=0&count=10"],
    ["a count above 50", "page=1&count=51"],
    ["a page that is not a number", "page=x&count=10"],
  ])("refuses %s", async (_, qs) => {
    const me = await holder(0);
    expect((await call("GET", `/api/n_f_t/stake/record?${qs}`, { token: me.token })).code).toBe(10001);
  });
});

describe("recording a stake refuses, and records nothing, when", () => {
  it("a token belongs to someone else", async () => {
    const me = await holder(1);
    const other = await holder(1);
    await stakeOnChain(other.wallet.privateKey, other.ids);
    const res = await recordStake(me.token, 1, { token_ids: other.ids });
    expect(res.code).toBe(10301);
    expect(await db.stakes.count()).toBe(0);
  });

  it("a token is not locked on chain", async () => {
    const me = await holder(1);
    expect((await recordStake(me.token, 1, { token_ids: me.ids })).code).toBe(10302);
    expect(await db.stakes.count()).toBe(0);
  });

  it("a token is recorded already", async () => {
    const me = await holder(2);
    await stakeOnChain(me.wallet.privateKey, me.ids);
    expect((await recordStake(me.token, 1, { token_ids: [me.ids[0]] })).code).toBe(200);
    const again = await recordStake(me.token, 2, { token_ids: me.ids });
    expect(again.code).toBe(10303);
    expect(await db.stakes.count()).toBe(1);
  });

  it.each([
    ["the count does not match the list", 2, { token_ids: [1] }, 10304],
    ["the count is zero", 0, { token_ids: [] }, 10304],
    ["the count is not a number", "two", { token_ids: [1, 2] }, 10304],
    ["an id is not a whole number", 1, { token_ids: ["1"] }, 10001],
    ["an id repeats", 2, { token_ids: [1, 1] }, 10001],
  ])("%s", async (_, count, body, code) => {
    const me = await holder(0);
    expect((await recordStake(me.token, count, body)).code).toBe(code);
    expect(await db.stakes.count()).toBe(0);
  });

  it("the body is not JSON", async () => {
    const me = await holder(0);
    const res = await call("POST", "/api/n_f_t/staked/1", { token: me.token, rawBody: "[1" });
    expect(res.code).toBe(10001);
  });
});
