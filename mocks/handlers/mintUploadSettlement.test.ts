import { describe, expect, it } from "vitest";
import type { MintRecord } from "../../src/api/wire";
import { db } from "../db/holderDb";
import { withFaultyLink } from "../test/faultyLink";
import { call, withMockBackend } from "../test/harness";
import { records } from "../test/mints";
import { signUp, usdt } from "../test/users";

withMockBackend();
const link = withFaultyLink();

describe("a mint of the user's own picture", () => {
  const png = () => {
    const bytes = new Uint8Array(64);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return `data:image/png;base64,${Buffer.from(bytes).toString("base64")}`;
  };
  const upload = (token: string) =>
    call<MintRecord>("POST", "/api/n_f_t/mintByUpload", {
      token,
      body: { params: { image: png(), request_id: "upload-late-1" } },
    });

  it("keeps the picture while pending, so the pending mint already shows it", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "pool";
    const res = await upload(me.token);
    expect(res.data.status).toBe("pending");
    const served = await fetch(`http://app.test/${res.data.uri}`);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/png"]);
    await link.mine();
    expect((await records(me.token))[0]).toMatchObject({ status: "minted", uri: res.data.uri });
  });

  it("drops a picture it added when the mint could not even be signed", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "down";
    expect((await upload(me.token)).code).toBe(10305);
    expect([await db.uploads.count(), await db.mints.count(), await usdt(me.info.id)]).toEqual([0, 0, "100"]);
  });
});
