import { describe, expect, it } from "vitest";
import { ErrorCode, type BillEntry, type CursorPage } from "../../src/api/wire";
import { LANGUAGES } from "../../src/i18n/languages";
import { clock } from "../clock";
import { ADMIN_ADJUST } from "../config";
import { db } from "../db/holderDb";
import { DAY_MS } from "../services/checkin";
import { call, withMockBackend } from "../test/harness";
import { balance, moneySnapshot, signUp } from "../test/users";

withMockBackend();

type Person = Awaited<ReturnType<typeof signUp>>;

const adjust = (admin: Person, user: Person, coin_id: number, amount: string, extra: object = {}) =>
  call<{ balance: string }>("POST", "/api/admin/balance", {
    token: admin.token,
    body: { address: user.info.address, coin_id, amount, reason: "support ticket 42", ...extra },
  });

/** A credit over what is left: refused with 10409 and nothing booked, neither money nor a remembered request. */
async function refusedCredit(admin: Person, user: Person, coin_id: number, amount: string, left: string) {
  const before = { money: await moneySnapshot(), requests: await db.requests.count() };
  const answer = await adjust(admin, user, coin_id, amount);
  expect([answer.code, answer.data]).toEqual([ErrorCode.dailyCreditCapExceeded, null]);
  expect(answer.message).toBe(
    `This credit exceeds the daily limit on admin credits of 10000 USD; ${left} USD is left today (UTC)`,
  );
  expect({ money: await moneySnapshot(), requests: await db.requests.count() }).toEqual(before);
}

/** Moves the business clock to `secondsBefore` seconds before the next 00:00 UTC. */
function toBeforeMidnight(secondsBefore: number) {
  const now = clock.now();
  clock.advance(Math.ceil(now / DAY_MS) * DAY_MS - now - secondsBefore * 1000);
}

describe("the daily cap on an admin's credits (10,000 USD of value per UTC day)", () => {
  it("is 10,000 USD", () => {
    expect(ADMIN_ADJUST.dailyCreditCapUsd).toBe("10000");
  });

  it("adds up credits to any user in any coin at the coin's price, and refuses one over what is left", async () => {
    toBeforeMidnight(3600); // the whole test within one UTC day
    const admin = await signUp({ admin: true });
    const [alice, bob] = [await signUp(), await signUp()];
    expect((await adjust(admin, alice, 1, "4000")).code).toBe(200); // 4,000 USD
    expect((await adjust(admin, bob, 2, "40000")).code).toBe(200); // HOLD at 0.125: 5,000 USD
    await refusedCredit(admin, alice, 4, "2", "1000"); // BNB at 612.5: 1,225 USD
    expect((await adjust(admin, alice, 4, "1.6")).code).toBe(200); // 980 USD
    await refusedCredit(admin, bob, 1, "20.0001", "20");
    expect((await adjust(admin, bob, 1, "20")).code).toBe(200); // the cap itself is reachable
    await refusedCredit(admin, bob, 1, "0.0001", "0");
    expect([
      await balance(alice.info.id, 1),
      await balance(alice.info.id, 4),
      await balance(bob.info.id, 2),
    ]).toEqual(["4000", "1.6", "40000"]);
  });

  it("does not count debits, and a debit gives no room back", async () => {
    toBeforeMidnight(3600);
    const admin = await signUp({ admin: true });
    const alice = await signUp({ coins: { 1: "500" } });
    expect((await adjust(admin, alice, 1, "-400")).code).toBe(200);
    expect((await adjust(admin, alice, 1, "10000")).code).toBe(200);
    expect((await adjust(admin, alice, 1, "-9000")).code).toBe(200);
    await refusedCredit(admin, alice, 1, "1", "0");
    expect(await balance(alice.info.id, 1)).toBe("1100");
  });

  it("is each admin's own", async () => {
    toBeforeMidnight(3600);
    const [first, second] = [await signUp({ admin: true }), await signUp({ admin: true })];
    const alice = await signUp();
    expect((await adjust(first, alice, 1, "10000")).code).toBe(200);
    await refusedCredit(first, alice, 1, "1", "0");
    expect((await adjust(second, alice, 1, "10000")).code).toBe(200);
  });

  it("starts again at 00:00 UTC on the business clock", async () => {
    toBeforeMidnight(10); // 23:59:50 UTC
    const admin = await signUp({ admin: true });
    const alice = await signUp();
    expect((await adjust(admin, alice, 1, "10000")).code).toBe(200);
    await refusedCredit(admin, alice, 1, "1", "0");
    clock.advance(20_000); // 00:00:10 UTC, the next day
    expect((await adjust(admin, alice, 1, "10000")).code).toBe(200);
    expect(await balance(alice.info.id, 1)).toBe("20000");
  });

  it("answers a repeated request_id with its first answer even once the cap is used", async () => {
    toBeforeMidnight(3600);
    const admin = await signUp({ admin: true });
    const alice = await signUp();
    const first = await adjust(admin, alice, 1, "10000", { request_id: "cap-00001" });
    expect(first.code).toBe(200);
    const bills = await db.bills.count();
    const again = await adjust(admin, alice, 1, "10000", { request_id: "cap-00001" });
    expect([again.code, again.data]).toEqual([200, first.data]);
    expect(await db.bills.count()).toBe(bills);
  });

  it("lets one of two credits at once through when only one fits", async () => {
    toBeforeMidnight(3600);
    const admin = await signUp({ admin: true });
    const alice = await signUp();
    const both = await Promise.all([adjust(admin, alice, 1, "6000"), adjust(admin, alice, 1, "6000")]);
    expect(both.map((a) => a.code).sort((a, b) => a - b)).toEqual([200, ErrorCode.dailyCreditCapExceeded]);
    expect(await balance(alice.info.id, 1)).toBe("6000");
  });

  it("says so in every language, naming the cap and what is left", async () => {
    toBeforeMidnight(3600);
    const admin = await signUp({ admin: true });
    const alice = await signUp();
    expect((await adjust(admin, alice, 1, "9999.5")).code).toBe(200);
    const english = (await adjust(admin, alice, 1, "1")).message;
    for (const { code } of LANGUAGES) {
      const answer = await call("POST", "/api/admin/balance", {
        token: admin.token,
        lang: code,
        body: { address: alice.info.address, coin_id: 1, amount: "1", reason: "r" },
      });
      expect(answer.code, code).toBe(ErrorCode.dailyCreditCapExceeded);
      expect(answer.message, code).toContain("10000");
      expect(answer.message, code).toContain("0.5");
      if (code !== "en") expect(answer.message, code).not.toBe(english);
    }
  });

  it("is shown to admins by GET /api/admin/config", async () => {
    const admin = await signUp({ admin: true });
    const config = await call<{ adjust: { dailyCreditCapUsd: string } }>("GET", "/api/admin/config", {
      token: admin.token,
    });
    expect(config.data.adjust).toEqual({ dailyCreditCapUsd: "10000" });
  });
});

describe("admin operations in the user's bill", () => {
  it("shows every credit and debit as an admin operation of the platform; the admin and reason stay on the row", async () => {
    const admin = await signUp({ admin: true });
    const alice = await signUp();
    expect((await adjust(admin, alice, 2, "80", { reason: "goodwill, ticket 7" })).code).toBe(200);
    expect((await adjust(admin, alice, 2, "-30", { reason: "correction, ticket 8" })).code).toBe(200);
    await refusedCredit(admin, alice, 1, "10000", "9990"); // 80 HOLD used 10 USD; a refusal leaves no entry
    const bill = await call<CursorPage<BillEntry>>("GET", "/api/user/coin_logs?type=admin_operation", {
      token: alice.token,
    });
    expect(bill.data.list.map((e) => [e.type, e.coin_id, e.amount, e.ref])).toEqual([
      ["admin_operation", 2, "-30", "admin"],
      ["admin_operation", 2, "80", "admin"],
    ]);
    const all = await call<CursorPage<BillEntry>>("GET", "/api/user/coin_logs", { token: alice.token });
    expect(all.data.list.map((e) => e.type)).toEqual(["admin_operation", "admin_operation"]);
    expect(JSON.stringify(all)).not.toMatch(/ticket|goodwill|correction/);
    const rows = (await db.bills.toArray()).filter((r) => r.userId === alice.info.id);
    expect(rows.map((r) => r.admin)).toEqual([
      { adminId: admin.info.id, reason: "goodwill, ticket 7" },
      { adminId: admin.info.id, reason: "correction, ticket 8" },
    ]);
  });
});
