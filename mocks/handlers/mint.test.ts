import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { CursorPage, MintInfo, MintRecord, OwnedNft } from "../../src/api/wire";
import { MINT, NFT_ARTWORK } from "../config";
import { db } from "../db";
import { server } from "../hosts/node";
import { connectChain, holderNft } from "../services/nftChain";
import { contentId } from "../services/upload";
import { BASE, call, withMockBackend } from "../test/harness";
import { moneySnapshot, signUp } from "../test/users";

withMockBackend();

const usdt = async (userId: number) => (await db.balances.get([userId, 1]))?.amount ?? "0";
const info = async (token: string) => (await call<MintInfo>("GET", "/api/n_f_t/mint/info", { token })).data;
const mint = (token: string, requestId?: string) =>
  call<MintRecord>("POST", "/api/n_f_t/mint", {
    token,
    body: { params: requestId ? { request_id: requestId } : {} },
  });
const upload = (token: string, image: unknown) =>
  call<MintRecord>("POST", "/api/n_f_t/mintByUpload", {
    token,
    body: { params: { image, request_id: "upload-0001" } },
  });
const own = async (token: string) => (await call<OwnedNft[]>("GET", "/api/n_f_t/own", { token })).data;
const supply = async () => Number(await holderNft().getFunction("totalSupply")());

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytes = (head: number[], size = 64) => {
  const out = new Uint8Array(size);
  out.set(head);
  for (let i = head.length; i < size; i++) out[i] = i % 251;
  return out;
};
const dataUrl = (type: string, data: Uint8Array) =>
  `data:${type};base64,${Buffer.from(data).toString("base64")}`;

async function everything() {
  return {
    money: await moneySnapshot(),
    mints: await db.mints.count(),
    uploads: await db.uploads.count(),
    requests: await db.requests.count(),
    supply: await supply(),
  };
}

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

describe("POST /api/n_f_t/mintByUpload", () => {
  it("keeps the picture under its content id, mints it as ipfs/<cid> and serves it with its type", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    const picture = bytes(PNG, 1000);
    const res = await upload(me.token, dataUrl("image/png", picture));
    expect(res.code).toBe(200);
    const cid = await contentId(picture);
    expect(cid).toMatch(/^bafkrei[a-z2-7]{52}$/);
    expect(res.data).toMatchObject({ uri: `ipfs/${cid}`, kind: "upload", price: "20" });
    expect(await own(me.token)).toEqual([{ tokenId: res.data.token_id, uri: `ipfs/${cid}` }]);
    expect(await usdt(me.info.id)).toBe("80");

    const served = await fetch(`${BASE}/ipfs/${cid}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(picture);
  });

  it("computes the IPFS id of a raw block (CIDv1, raw, sha2-256)", async () => {
    expect(await contentId(new Uint8Array())).toBe(
      "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku",
    );
  });

  it.each([
    ["GIF", "image/gif", [...Buffer.from("GIF89a")], "image/gif"],
    ["JPEG", "image/jpeg", [0xff, 0xd8, 0xff, 0xe0], "image/jpeg"],
    ["WebP", "image/webp", [...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBP")], "image/webp"],
    ["a PNG declared as JPEG: its bytes decide", "image/jpeg", PNG, "image/png"],
  ])("accepts %s", async (_, declared, head, stored) => {
    const me = await signUp({ coins: { 1: "100" } });
    const res = await upload(me.token, dataUrl(declared, bytes(head)));
    expect(res.code).toBe(200);
    expect((await db.uploads.get(res.data.uri.slice(5)))?.mime).toBe(stored);
  });

  it.each([
    [
      "text declared as PNG (wrong magic bytes)",
      dataUrl("image/png", bytes([...Buffer.from("hello world")])),
      10801,
    ],
    ["an SVG", dataUrl("image/svg+xml", bytes([...Buffer.from("<svg xmlns")])), 10801],
    ["a PNG declared as a document", dataUrl("application/pdf", bytes(PNG)), 10801],
    ["not a data URL", "https://example.com/a.png", 10801],
    ["nothing", undefined, 10801],
    ["broken base64", "data:image/png;base64,iVBO=R", 10801],
    ["a picture over 2 MB", dataUrl("image/png", bytes(PNG, 2 * 1024 * 1024 + 1)), 10802],
    ["a body far over 2 MB", `data:image/png;base64,${"A".repeat(4 * 1024 * 1024)}`, 10802],
  ])("refuses %s, and nothing changes", async (_, image, code) => {
    const me = await signUp({ coins: { 1: "100" } });
    const before = await everything();
    const res = await upload(me.token, image);
    expect([res.code, res.data]).toEqual([code, null]);
    expect(res.message).toBeTruthy();
    expect(await everything()).toEqual(before);
  });

  it("accepts a picture of exactly 2 MB", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    expect((await upload(me.token, dataUrl("image/png", bytes(PNG, 2 * 1024 * 1024)))).code).toBe(200);
  });
});
