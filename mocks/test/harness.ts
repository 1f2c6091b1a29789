import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Envelope } from "../../src/api/wire";
import { MockChain } from "../chain/chain";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import { server } from "../hosts/node";
import { connectChain } from "../services/nftChain";
import { checkAnswer } from "./openapiCheck";

/** The chain the backend reads NFTs from in these tests: the mock chain, in fake IndexedDB. */
export const testChain = new MockChain({ dbName: "test-mockchain" });

export const BASE = "http://app.test";

/** Starts the Node mock server and gives each test an empty store and a fresh clock. */
export function withMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(async () => {
    clock.reset();
    await db.delete();
    await db.open();
    await testChain.reset();
    connectChain(testChain);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  lang?: string;
  /** The page's origin, as a browser on another origin sends it. */
  origin?: string;
}

/**
 * A raw wire call, as any client of the API would make it. The answer must match docs/openapi.yaml (the data schema
 * of the call, or the error envelope with a documented code); a mismatch fails the test with the differences.
 */
export async function call<T = unknown>(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.token) headers.Authorization = options.token;
  if (options.lang) headers["Accept-Language"] = options.lang;
  if (options.origin) headers.Origin = options.origin;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${BASE}${path}`, { method, headers, body });
  const answer = (await response.json()) as Envelope<T>;
  checkAnswer(method, path, response.status, answer);
  return { status: response.status, ...answer };
}

/** Signs in `wallet` through the API and returns its token. */
export interface TestSigner {
  address: string;
  signMessage(message: string | Uint8Array): Promise<string>;
}

export async function login(wallet: TestSigner): Promise<string> {
  const nonce = await call<string>("POST", `/api/public/nonce/${wallet.address}`);
  const signature = await wallet.signMessage(nonce.data);
  const auth = await call<{ token: string }>("POST", `/api/public/auth/${wallet.address}`, {
    body: { signature },
  });
  if (auth.code !== 200) throw new Error(`login failed: ${auth.message}`);
  return auth.data.token;
}
