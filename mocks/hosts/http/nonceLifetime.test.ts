import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "../../../src/api/wire";
import { db } from "../../db/holderDb";
import { randomWallet } from "../../random";
import { apiHandlers } from "../../routes";
import { NONCE_TTL_MS } from "../../services/loginNonces";
import { later } from "../../test/loginNonces";
import { ALLOWED, http, withApiServer } from "../../test/apiServer";
import { checkAnswer } from "../../test/openapiCheck";
import { readOptions } from "./options";

// `LOGIN_NONCE_TTL_SECONDS=1 npm run api`: the server as main.ts builds it from that setting.
const options = readOptions([], { API_ORIGINS: ALLOWED, LOGIN_NONCE_TTL_SECONDS: "1" });
if (typeof options === "string") throw new Error(options);
withApiServer(apiHandlers({ appOrigins: options.origins, nonceTtlMs: options.nonceTtlMs }));
afterEach(() => {
  vi.useRealTimers();
});

const headers = { Origin: ALLOWED, "Content-Type": "application/json" };

async function nonce(address: string): Promise<string> {
  const answer = await http<string>("POST", `/api/public/nonce/${address}`, { headers });
  checkAnswer("POST", `/api/public/nonce/${address}`, 200, answer.body);
  return answer.body.data;
}

async function auth(address: string, body: unknown) {
  const answer = await http<{ token: string } | null>("POST", `/api/public/auth/${address}`, {
    headers,
    body: JSON.stringify(body),
  });
  checkAnswer("POST", `/api/public/auth/${address}`, 200, answer.body);
  return answer.body;
}

const lifetime = (message: string) =>
  Date.parse(/\nExpiration Time: (\S+)/.exec(message)![1]!) -
  Date.parse(/\nIssued At: (\S+)/.exec(message)![1]!);

describe("LOGIN_NONCE_TTL_SECONDS=1: sign-in messages that last one second", () => {
  it("issues messages that expire a second after their issue", async () => {
    expect(NONCE_TTL_MS).toBe(5 * 60_000); // the default the worker and the demo keep
    expect(lifetime(await nonce(randomWallet().address))).toBe(1000);
  });

  it("signs in until the second is over, and refuses the message from then on", async () => {
    later(0); // Date stands still (the wall clock, not the demo clock): the test decides when a second has passed
    const [alice, bob] = [randomWallet(), randomWallet()];
    const [first, second] = [await nonce(alice.address), await nonce(bob.address)];
    later(999);
    const inTime = await auth(alice.address, { signature: await alice.signMessage(first), message: first });
    expect(inTime.code).toBe(200);
    later(1);
    const signature = await bob.signMessage(second);
    expect((await auth(bob.address, { signature, message: second })).code).toBe(ErrorCode.nonceInvalid);
    // A client posting the signature alone is matched against stored messages, which expire alike.
    expect((await auth(bob.address, { signature })).code).toBe(ErrorCode.nonceInvalid);
    expect([await db.users.count(), await db.sessions.count()]).toEqual([1, 1]);
  });
});
