import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillEntry, CursorPage, Envelope, UserInfo } from "../../../src/api/wire";
import { MockChain } from "../../chain/chain";
import { HARDHAT_ACCOUNTS } from "../../chain/constants";
import { db } from "../../db/holderDb";
import { DEMO_INVITE_CODE } from "../../seed";
import { connectChain } from "../../services/nftChain";
import { checkAnswer } from "../../test/openapiCheck";
import { SERVER_PERSONAS, serverPersona } from "./personas";
import { seedServer } from "./seed";
import { TEST_ORIGIN, listenForTest } from "./testServer";

let base: string;
let close: () => Promise<void>;
let printed: string[];

beforeAll(async () => {
  await db.delete();
  await db.open();
  const chain = new MockChain({ dbName: "api-seed-test-chain" });
  await chain.reset();
  connectChain(chain);
  printed = await seedServer();
  ({ base, close } = await listenForTest());
}, 60_000);

afterAll(() => close());

async function get<T>(pathname: string, token: string): Promise<T> {
  const response = await fetch(`${base}${pathname}`, { headers: { Authorization: token } });
  const body = (await response.json()) as Envelope<T>;
  checkAnswer("GET", pathname, response.status, body);
  expect(body.code, pathname).toBe(200);
  return body.data;
}

async function signIn(privateKey: string): Promise<string> {
  const wallet = new Wallet(privateKey);
  const headers = { Origin: TEST_ORIGIN, "Content-Type": "application/json" };
  const nonce = (await (
    await fetch(`${base}/api/public/nonce/${wallet.address}`, { method: "POST", headers })
  ).json()) as Envelope<string>;
  const auth = (await (
    await fetch(`${base}/api/public/auth/${wallet.address}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ signature: await wallet.signMessage(nonce.data) }),
    })
  ).json()) as Envelope<{ token: string }>;
  expect(auth.code).toBe(200);
  return auth.data.token;
}

describe("npm run api --seed", () => {
  it("uses Hardhat's public test accounts #2–#4, whose keys match their addresses", () => {
    for (const persona of SERVER_PERSONAS) {
      expect(new Wallet(persona.privateKey).address).toBe(persona.address);
      expect(HARDHAT_ACCOUNTS[persona.hardhatIndex]).toBe(persona.address);
    }
    expect(printed.join("\n")).toContain(serverPersona("history").address);
  });

  it("gives the user with history more than one page of bill, page 2 by page number", async () => {
    const token = await signIn(serverPersona("history").privateKey);
    const user = await get<UserInfo>("/api/user/info", token);
    expect(user.pid).toBeGreaterThan(0);
    const first = await get<CursorPage<BillEntry>>("/api/user/coin_logs?page=1&count=10", token);
    expect(first.count).toBeGreaterThan(10);
    expect(first.list).toHaveLength(10);
    const second = await get<CursorPage<BillEntry>>("/api/user/coin_logs?page=2&count=10", token);
    expect(second.list.length).toBe(Math.min(10, first.count - 10));
    expect(second.list.map((e) => e.id)).not.toContain(first.list[0]!.id);
  });

  it("makes the admin an admin with the invite code HOLDER", async () => {
    const token = await signIn(serverPersona("admin").privateKey);
    const user = await get<UserInfo>("/api/user/info", token);
    expect(user.is_admin).toBe(1);
    expect(user.invite_code).toBe(DEMO_INVITE_CODE);
  });

  it("leaves the new user to sign up on first sign-in, with no inviter", async () => {
    const address = serverPersona("newUser").address.toLowerCase();
    expect(await db.users.where("address").equals(address).count()).toBe(0);
    const user = await get<UserInfo>("/api/user/info", await signIn(serverPersona("newUser").privateKey));
    expect(user.pid).toBe(0);
  });
});
