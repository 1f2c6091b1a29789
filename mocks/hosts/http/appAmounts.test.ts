import { describe, expect, it } from "vitest";
import { ErrorCode, type Envelope, type UserInfo } from "../../../src/api/wire";
import { units } from "../../../src/lib/money/units";
import { db } from "../../db/holderDb";
import { randomWallet } from "../../random";
import { applyChanges } from "../../services/ledger";
import { http, signIn, withApiServer } from "../../test/apiServer";
import { checkAnswer } from "../../test/openapiCheck";
import { moneySnapshot } from "../../test/users";

withApiServer();

/** Every call whose body carries an amount, as a client sends it over HTTP. */
const CALLS = [
  {
    name: "a withdrawal",
    path: "/api/exchange/withdraw",
    body: { coin_id: 1, address: randomWallet().address },
  },
  { name: "an exchange", path: "/api/exchange/exchange", body: { from_coin_id: 1, to_coin_id: 2 } },
  { name: "an admin adjustment", path: "/api/admin/balance", admin: true, body: { coin_id: 1, reason: "r" } },
] as const;

/** A user holding 100 USDT, and an admin, both signed in over HTTP. */
async function people() {
  const user = await signIn(randomWallet());
  const admin = await signIn(randomWallet());
  const info = async (token: string) =>
    (await http<UserInfo>("GET", "/api/user/info", { headers: { Authorization: token } })).body.data;
  const me = await info(user);
  await db.users.update((await info(admin)).id, { is_admin: 1 });
  await applyChanges([
    { userId: me.id, coinId: 1, amount: units("100"), type: "admin_operation", ref: "test" },
  ]);
  return { user, admin, address: me.address };
}

/** What a refusal must leave as it was. */
const everything = async () => ({ money: await moneySnapshot(), requests: await db.requests.count() });

async function send(call: (typeof CALLS)[number], who: Awaited<ReturnType<typeof people>>, rawBody: string) {
  const result = await http<unknown>("POST", call.path, {
    headers: {
      Authorization: "admin" in call ? who.admin : who.user,
      "Content-Type": "application/json",
    },
    body: rawBody,
  });
  checkAnswer("POST", call.path, result.response.status, result.body);
  return result;
}

/** The call's body with `amount` written as `amountJson` (raw JSON, so a number stays as written). */
function bodyWith(call: (typeof CALLS)[number], who: { address: string }, amountJson: string): string {
  const fields = "admin" in call ? { ...call.body, address: who.address } : call.body;
  return `${JSON.stringify(fields).slice(0, -1)},"amount":${amountJson}}`;
}

describe("amounts as a request writes them (npm run api)", () => {
  it.each([
    ["padded with newlines", "\n10\n"],
    ["with a leading space", " 10"],
    ["with a trailing space", "10 "],
    ["with a tab", "\t10"],
    ["with a leading no-break space", "\u00a010"],
    ["with a trailing no-break space", "10\u00a0"],
    ["grouped by a no-break space", "1\u00a0000"],
    ["grouped by a narrow no-break space", "1\u202f000"],
    ["grouped by a space", "1 000"],
    ["after a byte-order mark", "\ufeff10"],
    ["with a zero-width space", "10\u200b"],
    ["in fullwidth digits", "１０"],
    ["in Arabic-Indic digits", "١٠"],
    ["in Extended Arabic-Indic digits", "۱۰"],
    ["in Devanagari digits", "१०"],
    ["with a leading +", "+10"],
    ["with an exponent", "1e1"],
    ["with a capital exponent", "1E1"],
    ["with an exponent of zero", "10e0"],
    ["grouped by a comma", "1,000"],
    ["grouped by underscores", "1_000"],
    ["with a decimal comma", "10,5"],
    ["in hexadecimal", "0xA"],
    ["with a bare point", "10."],
    ["as Infinity", "Infinity"],
  ])("refuses an amount %s (%j) with 10401 in every call, changing nothing", async (_, amount) => {
    const who = await people();
    for (const call of CALLS) {
      const before = await everything();
      const { response, body } = await send(call, who, bodyWith(call, who, JSON.stringify(amount)));
      expect(response.status, call.name).toBe(200);
      expect(body, call.name).toEqual({
        code: ErrorCode.amountInvalid,
        message: "Please enter a correct amount",
        data: null,
      });
      expect(await everything(), call.name).toEqual(before);
    }
  });

  it.each([
    ["an exponent, printing as one", "1e-7"],
    ["a small one", "5e-7"],
  ])("refuses a JSON number with %s (%s) with 10401", async (_, amount) => {
    const who = await people();
    for (const call of CALLS) {
      const before = await everything();
      const { body } = await send(call, who, bodyWith(call, who, amount));
      expect(body.code, call.name).toBe(ErrorCode.amountInvalid);
      expect(await everything(), call.name).toEqual(before);
    }
  });

  it.each([
    ["a plain decimal string", '"10"'],
    ["one with decimals", '"10.5"'],
    ["a JSON number", "10"],
  ])("takes %s (%s) in every call", async (_, amount) => {
    const who = await people();
    for (const call of CALLS) {
      const { body } = await send(call, who, bodyWith(call, who, amount));
      expect((body as Envelope<unknown>).code, call.name).toBe(200);
    }
  });

  it("takes a plain negative decimal in an admin debit, and refuses it padded", async () => {
    const who = await people();
    const admin = CALLS[2];
    const padded = await send(admin, who, bodyWith(admin, who, '" -5"'));
    expect(padded.body.code).toBe(ErrorCode.amountInvalid);
    const plain = await send(admin, who, bodyWith(admin, who, '"-5"'));
    expect(plain.body.code).toBe(200);
  });
});
