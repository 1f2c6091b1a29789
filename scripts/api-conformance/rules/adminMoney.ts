import { randomBytes } from "node:crypto";
import { div, mul } from "../../../src/lib/money/arithmetic";
import { toDecimal, units } from "../../../src/lib/money/units";
import { appBody } from "../appBodies";
import {
  expect,
  expectCode,
  expectDocumented,
  expectRefused,
  Skip,
  type Rule,
  type RunContext,
} from "../rule";
import { balanceOf, snapshot } from "./funds";

const AREA = "Admin credits and debits (POST /api/admin/balance)";
const BALANCE = "POST /api/admin/balance";
const USDT = 1;

/** The admin of the run credits (or, negative, debits) `address` in USDT. */
export async function adjust(
  ctx: RunContext,
  address: string,
  amount: unknown,
  reason = "conformance check",
) {
  const admin = await ctx.admin();
  return ctx.http.call<{ balance: string }>("POST", "/api/admin/balance", {
    token: admin.token,
    body: { ...appBody.adjustBalance({ address, coin_id: USDT, amount: "0", reason }), amount },
  });
}

export const adminMoneyRules: Rule[] = [
  {
    id: "admin-credit-malformed",
    area: AREA,
    name: "an admin credit with a malformed amount or too many decimals is refused, where the same sum written plainly passes",
    needs: ["user", "admin"],
    money: true,
    operations: [BALANCE],
    catches: ["an admin amount read kindly (whitespace, unicode digits, exponent, decimals)"],
    async run(ctx) {
      const user = await ctx.user();
      expectCode(await adjust(ctx, user.wallet.address, "1"), 200, "a credit of 1");
      expectCode(await adjust(ctx, user.wallet.address, "-1"), 200, "its debit back");
      const before = await snapshot(ctx.http, user.token);
      for (const amount of [" 1", "1\n", "\u00a01", "１", "1e0", "+1", "0x1", "1,0", "1.00001", "0", "-0"]) {
        const answer = await adjust(ctx, user.wallet.address, amount);
        expectDocumented(answer);
        expectRefused(answer, `a credit of ${JSON.stringify(amount)}`);
      }
      expect((await snapshot(ctx.http, user.token)) === before, "the user's balances and bill are unchanged");
    },
  },
  {
    id: "admin-debit-overdraft",
    area: AREA,
    name: "an admin debit larger than the balance is refused, not clamped to zero",
    needs: ["admin"],
    money: true,
    operations: [BALANCE],
    catches: ["a debit that empties a balance instead of being refused"],
    async run(ctx) {
      const user = await ctx.fresh();
      expectCode(await adjust(ctx, user.wallet.address, "2"), 200, "a credit of 2 to a new user");
      const answer = await adjust(ctx, user.wallet.address, "-3");
      expectDocumented(answer);
      expectRefused(answer, "a debit of 3 from a balance of 2");
      expect((await balanceOf(ctx.http, user.token, USDT)) === units("2"), "the balance is still 2");
      expectCode(await adjust(ctx, user.wallet.address, "-2"), 200, "the debit of what it holds");
    },
  },
  {
    id: "admin-reason-private",
    area: AREA,
    name: "the admin's reason stays with admins: the user's bill shows an admin operation, never the note",
    needs: ["admin"],
    money: true,
    operations: [BALANCE, "GET /api/user/coin_logs"],
    catches: ["staff notes shown to the user"],
    async run(ctx) {
      const user = await ctx.fresh();
      const note = `internal-note-${randomBytes(6).toString("hex")}`;
      expectCode(await adjust(ctx, user.wallet.address, "1", note), 200, "a credit with a note");
      const bill = await ctx.http.call<{ list: { type: string }[] }>("GET", "/api/user/coin_logs", {
        token: user.token,
      });
      expect(bill.envelope.data.list[0]?.type === "admin_operation", "the entry is an admin operation", bill);
      expect(
        !JSON.stringify(bill.body).includes(note),
        "the user's bill does not carry the admin's note",
        bill,
      );
      for (const path of ["/api/user/info", "/api/user/coins"]) {
        const answer = await ctx.http.call("GET", path, { token: user.token });
        expect(!JSON.stringify(answer.body).includes(note), `${path} does not carry the note`, answer);
      }
    },
  },
  {
    id: "admin-credit-cap",
    area: AREA,
    name: "an admin credit beyond the daily cap the admin config names is refused, and books nothing",
    needs: ["admin"],
    money: true,
    operations: [BALANCE, "GET /api/admin/config"],
    catches: ["no bound on what one admin session may credit"],
    async run(ctx) {
      const admin = await ctx.admin();
      const config = await ctx.http.call<{
        adjust?: { dailyCreditCapUsd?: string };
        coins: { id: number; price: string }[];
      }>("GET", "/api/admin/config", { token: admin.token });
      const cap = config.envelope?.data?.adjust?.dailyCreditCapUsd;
      if (cap === undefined) throw new Skip("the admin config names no daily credit cap");
      const price = config.envelope.data.coins.find((c) => c.id === USDT)?.price ?? "1";
      const user = await ctx.fresh();
      // One USDT more than the whole cap is worth: over it whatever the admin credited today.
      const over = toDecimal(
        div(mul(units(cap), units("1"), "towardZero"), units(price), "towardZero") + units("1"),
      );
      const answer = await adjust(ctx, user.wallet.address, over);
      if (answer.envelope?.code === 200) await adjust(ctx, user.wallet.address, `-${over}`);
      expectDocumented(answer);
      expectRefused(answer, `a credit of ${over} USDT against a cap of ${cap} USD a day`);
      expect((await balanceOf(ctx.http, user.token, USDT)) === 0n, "nothing was booked");
    },
  },
];
