import { describe, expect, it } from "vitest";
import type { MintRecord } from "../../src/api/wire";
import { db } from "../db/holderDb";
import { contentId } from "../services/upload";
import { BASE, call, withMockBackend } from "../test/harness";
import { everything, own } from "../test/mints";
import { signUp, usdt } from "../test/users";

withMockBackend();

const upload = (token: string, image: unknown) =>
  call<MintRecord>("POST", "/api/n_f_t/mintByUpload", {
    token,
    body: { params: { image, request_id: "upload-0001" } },
  });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytes = (head: number[], size = 64) => {
  const out = new Uint8Array(size);
  out.set(head);
  for (let i = head.length; i < size; i++) out[i] = i % 251;
  return out;
};
const dataUrl = (type: string, data: Uint8Array) =>
  `data:${type};base64,${Buffer.from(data).toString("base64")}`;

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
