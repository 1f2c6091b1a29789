import { ZeroAddress } from "ethers";
import { describe, expect, it } from "vitest";
import { db } from "../db/holderDb";
import { call, withMockBackend } from "../test/harness";
import { moneySnapshot, signUp } from "../test/users";
import { randomWallet } from "../random";

withMockBackend();

/** Balances, bill and every money record: what a refused request must leave as it was. */
async function everything() {
  return {
    money: await moneySnapshot(),
    requests: await db.requests.count(),
    users: await db.users.toArray(),
  };
}

async function refused(path: string, token: string, options: { body?: unknown; rawBody?: string }) {
  const before = await everything();
  const answer = await call("POST", path, { token, ...options });
  expect(answer.data).toBeNull();
  expect(await everything()).toEqual(before);
  return answer;
}

const TO = randomWallet().address;

describe("JSON numbers JSON.parse would round", () => {
  it.each([
    ["an amount past 2^53", '{"from_coin_id":1,"to_coin_id":2,"amount":9007199254740993}'],
    ["an id past 2^53", '{"from_coin_id":9007199254740993,"to_coin_id":2,"amount":"10"}'],
    ["a coin id that reads back as 1", '{"from_coin_id":1.0000000000000001,"to_coin_id":2,"amount":"10"}'],
    [
      "an amount with more digits than a float holds",
      '{"from_coin_id":1,"to_coin_id":2,"amount":10.000000000000000001}',
    ],
    [
      "a number in a field nobody reads",
      '{"from_coin_id":1,"to_coin_id":2,"amount":"10","x":[123456789012345678901]}',
    ],
  ])("refuses %s with 10001 and changes nothing", async (_, rawBody) => {
    const me = await signUp({ coins: { 1: "100" } });
    const answer = await refused("/api/exchange/exchange", me.token, { rawBody });
    expect(answer.code).toBe(10001);
    expect(answer.message).toBe(
      "A number in the request is too large to be read exactly; send it as a string",
    );
  });

  it("refuses one inside the params wrapper too", async () => {
    const me = await signUp({ coins: { 1: "1000" } });
    const answer = await refused("/api/n_f_t/staked/1", me.token, {
      rawBody: '{"params":{"token_ids":[9007199254740993]}}',
    });
    expect(answer.code).toBe(10001);
  });

  it("still takes exact numbers and digits inside strings", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    const ok = await call("POST", "/api/exchange/exchange", {
      token: me.token,
      rawBody: '{"from_coin_id":1,"to_coin_id":2,"amount":10.5,"request_id":"9007199254740993"}',
    });
    expect(ok.code).toBe(200);
  });
});

describe("the amount bound (1000000000 of any coin)", () => {
  const TOO_MUCH = "1000000000.0001";
  it.each([
    ["an exchange", "/api/exchange/exchange", { from_coin_id: 1, to_coin_id: 2, amount: TOO_MUCH }],
    [
      "an exchange given a JSON number",
      "/api/exchange/exchange",
      { from_coin_id: 1, to_coin_id: 2, amount: 2e9 },
    ],
    ["a withdrawal", "/api/exchange/withdraw", { coin_id: 1, address: TO, amount: TOO_MUCH }],
    ["a simulated deposit", "/api/user/recharge/simulate", { coin_id: 1, amount: "5000000000" }],
  ])("refuses %s above it with 10408 and changes nothing", async (_, path, body) => {
    const me = await signUp({ coins: { 1: "100" } });
    const answer = await refused(path, me.token, { body });
    expect(answer.code).toBe(10408);
    expect(answer.message).toBe("The amount may not exceed 1000000000");
  });

  it.each([
    ["credit", TOO_MUCH],
    ["debit", `-${TOO_MUCH}`],
  ])("refuses an admin %s above it", async (_, amount) => {
    const admin = await signUp({ admin: true });
    const me = await signUp({ coins: { 1: "100" } });
    const answer = await refused("/api/admin/balance", admin.token, {
      body: { address: me.info.address, coin_id: 1, amount, reason: "r" },
    });
    expect(answer.code).toBe(10408);
  });

  it("takes the bound itself", async () => {
    const admin = await signUp({ admin: true });
    const me = await signUp({ coins: { 1: "1000000000" } });
    // A debit: a credit that size is over the admin's daily cap (adminCreditCap.test.ts).
    const answer = await call("POST", "/api/admin/balance", {
      token: admin.token,
      body: { address: me.info.address, coin_id: 1, amount: "-1000000000", reason: "r" },
    });
    expect(answer.code).toBe(200);
    const deposit = await call("POST", "/api/user/recharge/simulate", {
      token: me.token,
      body: { coin_id: 1, amount: "1000000000" },
    });
    expect(deposit.code).toBe(200);
  });
});

describe("withdrawal to the zero address", () => {
  it.each([ZeroAddress, ZeroAddress.toUpperCase().replace("0X", "0x")])(
    "refuses %s with 10402 and changes nothing",
    async (address) => {
      const me = await signUp({ coins: { 1: "100" } });
      const answer = await refused("/api/exchange/withdraw", me.token, {
        body: { coin_id: 1, address, amount: "20" },
      });
      expect(answer.code).toBe(10402);
      expect(answer.message).toBe("Funds cannot be sent to the zero address");
    },
  );
});

describe("invite codes over 32 characters or not letters and digits", () => {
  it.each(["A".repeat(33), "ABC_12", "12 34", "ＡＢＣ", "<b>x</b>"])(
    "refuses %j with 10106",
    async (code) => {
      const inviter = await signUp();
      const me = await signUp();
      await db.users.update(inviter.info.id, { invite_code: "VALID1" });
      const answer = await refused("/api/bind/invite", me.token, { body: { invite_code: code } });
      expect(answer.code).toBe(10106);
      expect((await db.users.get(me.info.id))!.pid).toBe(0);
    },
  );
});

describe("amounts as a request writes them, in the demo's simulated deposit too", () => {
  // The calls over HTTP are in mocks/hosts/http/appAmounts.test.ts; this one exists only where the demo runs.
  it.each(["\n10\n", " 10", "10 ", "\u00a010", "1\u00a0000", "１０", "١٠", "+10", "1e1", "1,000"])(
    "refuses %j with 10401 and changes nothing",
    async (amount) => {
      const me = await signUp();
      const answer = await refused("/api/user/recharge/simulate", me.token, { body: { coin_id: 1, amount } });
      expect(answer.code).toBe(10401);
    },
  );

  it("takes a plain decimal", async () => {
    const me = await signUp();
    const answer = await call("POST", "/api/user/recharge/simulate", {
      token: me.token,
      body: { coin_id: 1, amount: "10" },
    });
    expect(answer.code).toBe(200);
  });
});
