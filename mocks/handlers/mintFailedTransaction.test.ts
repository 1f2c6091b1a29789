import { describe, expect, it } from "vitest";
import { db } from "../db/holderDb";
import { withFaultyLink } from "../test/faultyLink";
import { testChain, withMockBackend } from "../test/harness";
import { mint, mintBills, records, supply } from "../test/mints";
import { signUp, usdt } from "../test/users";

withMockBackend();
const link = withFaultyLink();

describe("a mint whose transaction", () => {
  it("reverted on chain is refunded, kept as refunded, and answered as such", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "lowGas";
    const res = await mint(me.token, "revert-request");
    expect([res.code, res.data]).toEqual([10305, null]);
    expect(res.message).toBe("The mint failed on chain; the price was refunded");
    expect(await usdt(me.info.id)).toBe("100");
    expect(await mintBills(me.info.id)).toEqual([
      ["-20", "mint:#"],
      ["20", "mint-refund:#"],
    ]);
    const [row] = await records(me.token);
    expect(row).toMatchObject({ status: "refunded", token_id: 0 });
    expect(row!.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await testChain.getTransactionReceipt(row!.tx_hash))?.status).toBe("0x0");
    link.mode = "ok";
    expect((await mint(me.token, "revert-request")).code).toBe(10305);
    expect([await supply(), await usdt(me.info.id), (await mintBills(me.info.id)).length]).toEqual([
      0,
      "100",
      2,
    ]);
  });

  it("reached the node though the connection dropped is minted, not refunded", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "dropAfterSend";
    const res = await mint(me.token);
    expect(res.data).toMatchObject({ status: "minted" });
    expect([await supply(), await usdt(me.info.id)]).toEqual([1, "80"]);
    expect(await mintBills(me.info.id)).toEqual([["-20", "mint:#"]]);
  });

  it("was mined while the node has no receipt for it yet is settled from its Transfer event", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "noReceipts";
    const res = await mint(me.token);
    expect(res.data).toMatchObject({ status: "minted" });
    expect(res.data.token_id).toBeGreaterThan(0);
    expect(await mintBills(me.info.id)).toEqual([["-20", "mint:#"]]);
  });

  it("could not even be signed (chain down) is refunded at once and leaves no record", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "down";
    const res = await mint(me.token, "down-request-2");
    expect(res.code).toBe(10305);
    expect(await usdt(me.info.id)).toBe("100");
    expect([await db.mints.count(), await db.requests.count()]).toEqual([0, 0]);
  });
});
