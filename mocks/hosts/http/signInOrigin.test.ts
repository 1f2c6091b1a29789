import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { ErrorCode, type Envelope } from "../../../src/api/wire";
import { db } from "../../db/holderDb";
import { randomWallet } from "../../random";
import { apiHandlers } from "../../routes";
import { checkAnswer } from "../../test/openapiCheck";
import { api, withApiServer } from "../../test/apiServer";

/** API_ORIGINS of this server: the app is served from both; the first is the one for callers without a page. */
const APP = "https://app.holder.test";
const OTHER_APP = "http://127.0.0.1:4173";
withApiServer(apiHandlers({ appOrigins: [APP, OTHER_APP] }));

/** A POST over real HTTP with exactly these headers (node:http, so Host can be anything). */
function post<T>(pathname: string, headers: Record<string, string>, body?: unknown): Promise<Envelope<T>> {
  const text = body === undefined ? "" : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${api.base}${pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text), ...headers },
    });
    req.once("error", reject);
    req.once("response", (res) => {
      let data = "";
      res.on("data", (chunk: Buffer) => (data += chunk.toString()));
      res.on("end", () => {
        const answer = JSON.parse(data) as Envelope<T>;
        checkAnswer("POST", pathname, res.statusCode!, answer);
        resolve(answer);
      });
    });
    req.end(text);
  });
}

const domainOf = (message: string) => message.split("\n")[0]!.replace(/ wants you to sign in.*/, "");

describe("sign-in messages over HTTP are bound to the app's origins (API_ORIGINS) only", () => {
  it("issues each app origin its own message, verified for that origin alone", async () => {
    const alice = randomWallet();
    const message = (await post<string>(`/api/public/nonce/${alice.address}`, { Origin: OTHER_APP })).data;
    expect(domainOf(message)).toBe("127.0.0.1:4173");
    expect(message).toContain(`\nURI: ${OTHER_APP}\n`);
    const signature = await alice.signMessage(message);
    const elsewhere = await post(
      `/api/public/auth/${alice.address}`,
      { Origin: APP },
      { signature, message },
    );
    expect(elsewhere.code).toBe(ErrorCode.nonceInvalid);
    const same = await post(
      `/api/public/auth/${alice.address}`,
      { Origin: OTHER_APP },
      { signature, message },
    );
    expect(same.code).toBe(200);
  });

  it("refuses a page on another origin with 10008 and issues it nothing", async () => {
    const alice = randomWallet();
    for (const origin of ["https://phish.example", "null", "https://app.holder.test:444"]) {
      const nonce = await post(`/api/public/nonce/${alice.address}`, { Origin: origin });
      expect([nonce.code, nonce.data], origin).toEqual([ErrorCode.originRefused, null]);
      const auth = await post(
        `/api/public/auth/${alice.address}`,
        { Origin: origin },
        { signature: `0x${"11".repeat(65)}` },
      );
      expect(auth.code, origin).toBe(ErrorCode.originRefused);
    }
    expect(await db.loginNonces.count()).toBe(0);
  });

  it("gives a caller without Origin a message for the first app origin, whatever its Host header says", async () => {
    const alice = randomWallet();
    const message = (await post<string>(`/api/public/nonce/${alice.address}`, { Host: "phish.example" }))
      .data;
    expect(domainOf(message)).toBe("app.holder.test");
    const signature = await alice.signMessage(message);
    const auth = await post<{ token: string }>(
      `/api/public/auth/${alice.address}`,
      { Host: "phish.example" },
      { signature, message },
    );
    expect(auth.code).toBe(200);
  });
});
