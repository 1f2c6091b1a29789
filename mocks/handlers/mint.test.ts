import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { CursorPage, MintRecord } from "../../src/api/wire";
import { MINT, NFT_ARTWORK } from "../config";
import { db } from "../db/holderDb";
import { server } from "../hosts/node";
import { connectChain } from "../services/nftChain";
import { call, withMockBackend } from "../test/harness";
import { everything, info, mint, own, supply } from "../test/mints";
import { signUp, usdt } from "../test/users";

withMockBackend();

describe("GET /api/n_f_t/mint/info", () => {
  it("gives the price in USDT, the caller's mints and everyone's", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    const other = await signUp({ coins: { 1: "100" } });
    expect(await info(me.token)).toEqual({
      price: "20",
      coin_id: 1,
      coin_name: "USDT",
      mint_number: 0,
      total_minted: 0,
      max_upload_bytes: 2 * 1024 * 1024,
      upload_types: MINT.uploadTypes,
    });
    await mint(me.token);
    await mint(other.token);
    await mint(other.token);
    expect(await info(me.token)).toMatchObject({ mint_number: 1, total_minted: 3 });
    expect(await info(other.token)).toMatchObject({ mint_number: 2, total_minted: 3 });
    expect((await call("GET", "/api/n_f_t/mint/info")).code).toBe(10039);
  });
});

describe("POST /api/n_f_t/mint", () => {
  it("charges the price and mints the collection's artwork in turn to the caller's wallet", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    const first = await mint(me.token);
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ uri: NFT_ARTWORK[0], price: "20", kind: "mint", coin_name: "USDT" });
    expect(first.data.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    const second = await mint(me.token);
    expect(second.data.uri).toBe(NFT_ARTWORK[1]);
    expect(await usdt(me.info.id)).toBe("60");
    expect(await own(me.token)).toEqual([
      { tokenId: first.data.token_id, uri: NFT_ARTWORK[0] },
      { tokenId: second.data.token_id, uri: NFT_ARTWORK[1] },
    ]);
    const bills = await db.bills
      .where("[userId+type+id]")
      .between([me.info.id, "mint", 0], [me.info.id, "mint", Infinity])
      .toArray();
    expect(bills.map((b) => [b.amount, b.ref])).toEqual([
      ["-20", `mint:${first.data.id}`],
      ["-20", `mint:${second.data.id}`],
    ]);
    const records = await call<CursorPage<MintRecord>>("GET", "/api/n_f_t/record?count=1", {
      token: me.token,
    });
    expect(records.data.count).toBe(2);
    expect(records.data.list).toEqual([second.data]);
    const rest = await call<CursorPage<MintRecord>>(
      "GET",
      `/api/n_f_t/record?cursor=${records.data.next_cursor}`,
      {
        token: me.token,
      },
    );
    expect(rest.data.list).toEqual([first.data]);
  });

  it("answers a repeated request id once, also when both arrive at once", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    const [a, b] = await Promise.all([mint(me.token, "mint-request-1"), mint(me.token, "mint-request-1")]);
    expect(a.code).toBe(200);
    expect(b).toEqual(a);
    expect(await mint(me.token, "mint-request-1")).toEqual(a);
    expect(await supply()).toBe(1);
    expect(await usdt(me.info.id)).toBe("80");
  });

  it("is refused without enough USDT, and nothing changes (no charge, no token)", async () => {
    const me = await signUp({ coins: { 1: "19.99" } });
    const before = await everything();
    const res = await mint(me.token, "poor-request-1");
    expect([res.code, res.data]).toEqual([10201, null]);
    expect(res.message).toBeTruthy();
    expect(await everything()).toEqual(before);
  });

  it("refunds the price with a compensating entry when the chain mint fails", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    server.use(http.post("http://chain.down/rpc", () => HttpResponse.error()));
    connectChain("http://chain.down/rpc");
    const res = await mint(me.token, "down-request-1");
    expect([res.code, res.data]).toEqual([10305, null]);
    expect(await usdt(me.info.id)).toBe("100");
    const bills = await db.bills
      .where("[userId+type+id]")
      .between([me.info.id, "mint", 0], [me.info.id, "mint", Infinity])
      .toArray();
    expect(bills.map((b) => [b.amount, b.balanceAfter, b.ref.replace(/\d+$/, "#")])).toEqual([
      ["-20", "80", "mint:#"],
      ["20", "100", "mint-refund:#"],
    ]);
    expect(await db.mints.count()).toBe(0);
    expect(await db.requests.count()).toBe(0);
  });
});
