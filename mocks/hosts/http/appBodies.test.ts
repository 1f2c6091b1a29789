import { describe, expect, it } from "vitest";
import { ErrorCode, type Envelope } from "../../../src/api/wire";
import { db } from "../../db/holderDb";
import { api, http, signIn, withApiServer } from "../../test/apiServer";
import { checkAnswer } from "../../test/openapiCheck";
import { BODY_LIMIT } from "./body";
import { randomWallet } from "../../random";

withApiServer();

describe("request bodies of npm run api over HTTP", () => {
  it("answers 413 with an envelope to a body over 1 MB, declared or streamed, and changes nothing", async () => {
    const big = JSON.stringify({ signature: "0x" + "ab".repeat(550_000) });
    expect(big.length).toBeGreaterThan(BODY_LIMIT);
    const declared = await http("POST", `/api/public/auth/${randomWallet().address}`, {
      headers: { "Content-Type": "application/json", "Accept-Language": "ja" },
      body: big,
    });
    expect(declared.response.status).toBe(413);
    expect(declared.body).toEqual({
      code: ErrorCode.bodyTooLarge,
      message: "リクエスト本文が大きすぎます",
      data: null,
    });
    checkAnswer("POST", "/api/public/auth/0x90F79bf6EB2c4f870365E785982E1f101E93b906", 413, declared.body);

    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 12; i++) controller.enqueue(new Uint8Array(100 * 1024).fill(0x20));
        controller.close();
      },
    });
    const streamed = await fetch(`${api.base}/api/bind/invite`, {
      method: "POST",
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as Envelope<null>).code).toBe(ErrorCode.bodyTooLarge);
    expect(await db.users.count()).toBe(0);
  });

  it("lets an upload carry a picture over 1 MB to the mint rules", async () => {
    const token = await signIn(randomWallet());
    const image = `data:image/png;base64,${Buffer.alloc(1_200_000).toString("base64")}`;
    const upload = await http("POST", "/api/n_f_t/mintByUpload", {
      headers: { Authorization: token, "Content-Type": "application/json" },
      body: JSON.stringify({ params: { image } }),
    });
    expect(upload.response.status).toBe(200);
    // The rules judge it (its bytes are no PNG), not the body limit.
    expect(upload.body.code).toBe(ErrorCode.imageInvalid);
  });

  it("answers a body that is not JSON with the 10001 envelope", async () => {
    const result = await http("POST", `/api/public/auth/${randomWallet().address}`, {
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(result.response.status).toBe(200);
    expect(result.body).toMatchObject({ code: ErrorCode.badRequest, data: null });
    expect(result.response.headers.get("content-type")).toContain("application/json");
  });
});
