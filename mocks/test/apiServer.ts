import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { Envelope } from "../../src/api/wire";
import { MockChain } from "../chain/chain";
import { db } from "../db/holderDb";
import type { RequestHandler } from "msw";
import { TEST_ORIGIN, listenForTest } from "../hosts/http/testServer";
import { connectChain } from "../services/nftChain";
import type { TestSigner } from "./harness";
import { checkAnswer } from "./openapiCheck";

export const ALLOWED = TEST_ORIGIN;
const chain = new MockChain({ dbName: "api-server-test-chain" });

/** Where the file's server listens, and the log lines it wrote. */
export const api = { base: "", lines: [] as string[] };

/**
 * `npm run api`'s server in this process for the file's tests (with `handlers`, or those of an app on TEST_ORIGIN);
 * an empty store and chain for each test.
 */
export function withApiServer(handlers?: RequestHandler[]): void {
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ base: api.base, close } = await listenForTest((line) => api.lines.push(line), handlers));
  });
  afterAll(() => close());
  beforeEach(async () => {
    await db.delete();
    await db.open();
    await chain.reset();
    connectChain(chain);
  });
}

/** A call over real HTTP. */
export async function http<T>(
  method: string,
  pathname: string,
  init: { body?: BodyInit; headers?: HeadersInit } = {},
) {
  const response = await fetch(`${api.base}${pathname}`, { method, ...init });
  const body = (await response.json()) as Envelope<T>;
  return { response, body };
}

export async function signIn(wallet: TestSigner): Promise<string> {
  const headers = { Origin: ALLOWED, "Content-Type": "application/json" };
  const nonce = await http<string>("POST", `/api/public/nonce/${wallet.address}`, { headers });
  expect(nonce.response.headers.get("access-control-allow-origin")).toBe(ALLOWED);
  checkAnswer("POST", `/api/public/nonce/${wallet.address}`, 200, nonce.body);
  const signature = await wallet.signMessage(nonce.body.data);
  const auth = await http<{ token: string }>("POST", `/api/public/auth/${wallet.address}`, {
    headers,
    body: JSON.stringify({ signature }),
  });
  checkAnswer("POST", `/api/public/auth/${wallet.address}`, 200, auth.body);
  expect(auth.body.code).toBe(200);
  return auth.body.data.token;
}
