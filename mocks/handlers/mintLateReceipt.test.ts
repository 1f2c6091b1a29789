import { Transaction } from "ethers";
import { describe, expect, it } from "vitest";
import type { CursorPage, MintRecord } from "../../src/api/wire";
import { db } from "../db/holderDb";
import { withFaultyLink } from "../test/faultyLink";
import { call, withMockBackend } from "../test/harness";
import { info, mint, mintBills, own, records, supply } from "../test/mints";
import { signUp, usdt } from "../test/users";

withMockBackend();
const link = withFaultyLink();

describe("a mint whose receipt is late", () => {
  it("answers pending with its hash, charged once, then is settled as minted on the next read", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "pool";
    const res = await mint(me.token, "late-request-1");
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ status: "pending", token_id: 0, price: "20" });
    expect(res.data.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await usdt(me.info.id)).toBe("80");
    expect(await records(me.token)).toEqual([res.data]);
    expect(await info(me.token)).toMatchObject({ mint_number: 0, total_minted: 0 });

    await link.mine();
    link.mode = "ok";
    const [settled] = await records(me.token);
    expect(settled).toMatchObject({ id: res.data.id, status: "minted", tx_hash: res.data.tx_hash });
    expect(settled!.token_id).toBeGreaterThan(0);
    expect(await own(me.token)).toEqual([{ tokenId: settled!.token_id, uri: settled!.uri }]);
    expect(await info(me.token)).toMatchObject({ mint_number: 1, total_minted: 1 });
    expect(await mintBills(me.info.id)).toEqual([["-20", "mint:#"]]);
    expect(await mint(me.token, "late-request-1")).toMatchObject({ code: 200, data: settled });
  });

  it("is settled by a retry of the same request id", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "pool";
    const first = await mint(me.token, "late-request-2");
    expect(first.data.status).toBe("pending");
    expect((await mint(me.token, "late-request-2")).data).toEqual(first.data);
    await link.mine();
    const again = await mint(me.token, "late-request-2");
    expect(again.data).toMatchObject({ id: first.data.id, status: "minted" });
    expect([await supply(), await usdt(me.info.id)]).toEqual([1, "80"]);
  });

  it("is sent again when the node lost it, and then minted once", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "lose";
    const res = await mint(me.token);
    expect(res.data.status).toBe("pending");
    expect(await supply()).toBe(0);
    link.mode = "ok";
    const [settled] = await records(me.token);
    expect(settled).toMatchObject({ status: "minted", tx_hash: res.data.tx_hash });
    await records(me.token);
    expect([await supply(), await usdt(me.info.id)]).toEqual([1, "80"]);
  });

  it("is refunded only once another transaction took its nonce, never as well as minted", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "pool";
    const lost = await mint(me.token);
    link.forget(); // the node restarted: the first mint can never be mined now…
    link.mode = "ok";
    const next = await mint(me.token); // …as the next one takes its nonce
    expect(next.data.status).toBe("minted");
    expect(Transaction.from((await db.mints.get(lost.data.id))!.rawTx!).nonce).toBe(
      Transaction.from((await db.mints.get(next.data.id))!.rawTx!).nonce,
    );
    await Promise.all([records(me.token), records(me.token), own(me.token)]);
    expect((await records(me.token)).map((m) => [m.id, m.status])).toEqual([
      [next.data.id, "minted"],
      [lost.data.id, "refunded"],
    ]);
    expect(await mintBills(me.info.id)).toEqual([
      ["-20", "mint:#"],
      ["-20", "mint:#"],
      ["20", "mint-refund:#"],
    ]);
    expect([await supply(), await usdt(me.info.id), (await own(me.token)).length]).toEqual([1, "80", 1]);
  });

  it("stays pending, and nothing is refunded, while the chain cannot be read", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "pool";
    const res = await mint(me.token);
    link.mode = "down";
    const list = await call<CursorPage<MintRecord>>("GET", "/api/n_f_t/record", { token: me.token });
    expect(list.data.list.map((m) => m.status)).toEqual(["pending"]);
    expect(await mintBills(me.info.id)).toEqual([["-20", "mint:#"]]);
    link.mode = "ok";
    await link.mine();
    expect((await records(me.token))[0]).toMatchObject({ id: res.data.id, status: "minted" });
  });
});
