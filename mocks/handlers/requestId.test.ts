import { describe, expect, it } from "vitest";
import { db } from "../db/holderDb";
import { holderNft } from "../services/nftChain";
import { call, withMockBackend } from "../test/harness";
import { moneySnapshot, signUp } from "../test/users";
import { randomWallet } from "../random";

withMockBackend();

type Me = Awaited<ReturnType<typeof signUp>>;

/** Everything a refused submit must leave as it was. */
async function everything() {
  return {
    money: await moneySnapshot(),
    nodeOrders: await db.nodeOrders.count(),
    tiers: await db.nodeTiers.toArray(),
    mints: await db.mints.count(),
    uploads: await db.uploads.count(),
    requests: await db.requests.toArray(),
    supply: Number(await holderNft().getFunction("totalSupply")()),
  };
}

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]).toString("base64")}`;
const TO = randomWallet().address;

/**
 * Every call that takes a request_id: its path, a first body, the same body written another way (key order, the
 * `params` wrapper where the call takes one) and a body that asks for something else.
 */
const CALLS: {
  name: string;
  admin?: boolean;
  first: (me: Me) => [string, unknown];
  same: (me: Me) => [string, unknown];
  other: (me: Me) => [string, unknown];
}[] = [
  {
    name: "exchange",
    first: () => [
      "/api/exchange/exchange",
      { from_coin_id: 1, to_coin_id: 2, amount: "10", request_id: "req-00001" },
    ],
    same: () => [
      "/api/exchange/exchange",
      { request_id: "req-00001", amount: "10", to_coin_id: 2, from_coin_id: 1 },
    ],
    other: () => [
      "/api/exchange/exchange",
      { from_coin_id: 1, to_coin_id: 2, amount: "11", request_id: "req-00001" },
    ],
  },
  {
    name: "withdrawal",
    first: () => [
      "/api/exchange/withdraw",
      { coin_id: 1, address: TO, amount: "20", request_id: "req-00001" },
    ],
    same: () => [
      "/api/exchange/withdraw",
      { request_id: "req-00001", amount: "20", address: TO, coin_id: 1 },
    ],
    other: () => [
      "/api/exchange/withdraw",
      { coin_id: 1, address: randomWallet().address, amount: "20", request_id: "req-00001" },
    ],
  },
  {
    name: "node purchase",
    first: () => ["/api/node/buy/1", { params: { request_id: "req-00001" } }],
    same: () => ["/api/node/buy/1", { request_id: "req-00001" }],
    other: () => ["/api/node/buy/2", { params: { request_id: "req-00001" } }],
  },
  {
    name: "simulated deposit",
    first: () => ["/api/user/recharge/simulate", { coin_id: 1, amount: "5", request_id: "req-00001" }],
    same: () => ["/api/user/recharge/simulate", { amount: "5", coin_id: 1, request_id: "req-00001" }],
    other: () => ["/api/user/recharge/simulate", { coin_id: 1, amount: "6", request_id: "req-00001" }],
  },
  {
    name: "admin adjustment",
    admin: true,
    first: (me) => [
      "/api/admin/balance",
      { address: me.info.address, coin_id: 1, amount: "3", reason: "ticket 7", request_id: "req-00001" },
    ],
    same: (me) => [
      "/api/admin/balance",
      { reason: "ticket 7", amount: "3", coin_id: 1, address: me.info.address, request_id: "req-00001" },
    ],
    other: (me) => [
      "/api/admin/balance",
      { address: me.info.address, coin_id: 1, amount: "3", reason: "ticket 8", request_id: "req-00001" },
    ],
  },
  {
    name: "mint",
    first: () => ["/api/n_f_t/mint", { params: { request_id: "req-00001" } }],
    same: () => ["/api/n_f_t/mint", { request_id: "req-00001" }],
    other: () => ["/api/n_f_t/mintByUpload", { params: { image: PNG, request_id: "req-00001" } }],
  },
];

async function funded(admin?: boolean) {
  const me = await signUp({ admin, coins: { 1: "5000" } });
  const inviter = await signUp();
  await db.users.update(me.info.id, { pid: inviter.info.id }); // node purchases need an inviter
  return me;
}

describe.each(CALLS)("a request id reused on the $name call", ({ admin, first, same, other }) => {
  it("answers a repeat of the same body (any key order or wrapper) with the first answer, changing nothing", async () => {
    const me = await funded(admin);
    const [path, body] = first(me);
    const answer = await call("POST", path, { token: me.token, body });
    expect(answer.code).toBe(200);
    const after = await everything();
    const [samePath, sameBody] = same(me);
    expect(await call("POST", samePath, { token: me.token, body: sameBody })).toEqual(answer);
    expect(await everything()).toEqual(after);
  });

  it("refuses a different body with 10006 and changes nothing", async () => {
    const me = await funded(admin);
    const [path, body] = first(me);
    const answer = await call("POST", path, { token: me.token, body });
    expect(answer.code).toBe(200);
    const after = await everything();
    const [otherPath, otherBody] = other(me);
    const refused = await call("POST", otherPath, { token: me.token, body: otherBody });
    expect([refused.code, refused.data]).toEqual([10006, null]);
    expect(refused.message).toBe("This request id was already used for a different request");
    expect(await everything()).toEqual(after);
    // The first answer still stands for the first body.
    expect(await call("POST", path, { token: me.token, body })).toEqual(answer);
  });
});

describe("request ids", () => {
  it("belong to their user: another user's same id and body is a new request", async () => {
    const a = await funded();
    const b = await funded();
    const body = { from_coin_id: 1, to_coin_id: 2, amount: "10", request_id: "shared-0001" };
    const first = await call<{ id: number }>("POST", "/api/exchange/exchange", { token: a.token, body });
    const second = await call<{ id: number }>("POST", "/api/exchange/exchange", { token: b.token, body });
    expect([first.code, second.code]).toEqual([200, 200]);
    expect(second.data.id).not.toBe(first.data.id);
  });
});
