import { parseDecimal, toDecimal, units } from "../../../src/lib/money/units";
import { quoteExchange, quoteWithdrawal } from "../../../src/lib/money/quote";
import { expect, expectCode, expectDocumented, type Rule } from "../rule";
import { balanceOf, exchangeSetup, SOMEWHERE, withdrawChannel } from "./funds";

const AREA = "Money (docs/decisions/0010-money.md)";

interface BillEntry {
  id: number;
  coin_id: number;
  amount: string;
  balance_after: string;
  type: string;
}

export const moneyRules: Rule[] = [
  {
    area: AREA,
    name: "a withdrawal's fee is its percent rounded half away from zero at 4 places (at least the minimum); a rejection refunds it",
    needs: ["user", "admin"],
    async run(ctx) {
      const { token } = await ctx.user();
      const admin = await ctx.admin();
      const channel = await withdrawChannel(ctx.http, token);
      // 123.4567 at 1 % is 1.234567 → 1.2346 (0010-money.md), when the channel allows that much.
      const amount =
        units(channel.min_amount) <= units("123.4567")
          ? "123.4567"
          : toDecimal(units(channel.min_amount) + units("0.4567"));
      const before = await balanceOf(ctx.http, token, channel.coin_id);
      const answer = await ctx.http.call<{ id: number; fee: string; actual: string; status: string }>(
        "POST",
        "/api/exchange/withdraw",
        { token, body: { coin_id: channel.coin_id, channel: channel.channel, address: SOMEWHERE, amount } },
      );
      expectDocumented(answer);
      expectCode(answer, 200, `a withdrawal of ${amount}`);
      const quote = quoteWithdrawal(units(amount), channel.fee_percent, channel.min_fee);
      const record = answer.envelope.data;
      expect(
        parseDecimal(record.fee) === quote.fee,
        `fee ${toDecimal(quote.fee)}, got ${record.fee}`,
        answer,
      );
      expect(parseDecimal(record.actual) === quote.actual, `arrives ${toDecimal(quote.actual)}`, answer);
      expect(
        (await balanceOf(ctx.http, token, channel.coin_id)) === before - units(amount),
        "the amount left",
      );
      const rejected = await ctx.http.call<{ status: string }>(
        "POST",
        `/api/admin/withdraw/${record.id}/reject`,
        {
          token: admin.token,
          body: {},
        },
      );
      expectDocumented(rejected);
      expectCode(rejected, 200, "the rejection");
      expect(rejected.envelope.data.status === "failed", "a rejected withdrawal is failed", rejected);
      expect((await balanceOf(ctx.http, token, channel.coin_id)) === before, "the rejection refunded it all");
      const again = await ctx.http.call("POST", `/api/admin/withdraw/${record.id}/reject`, {
        token: admin.token,
        body: {},
      });
      expectCode(again, 10406, "a second review of the same withdrawal");
      expect((await balanceOf(ctx.http, token, channel.coin_id)) === before, "refunded once only");
    },
  },
  {
    area: AREA,
    name: "an approved withdrawal is on its way and the balance does not move again",
    needs: ["user", "admin"],
    async run(ctx) {
      const { token } = await ctx.user();
      const admin = await ctx.admin();
      const channel = await withdrawChannel(ctx.http, token);
      const answer = await ctx.http.call<{ id: number }>("POST", "/api/exchange/withdraw", {
        token,
        body: {
          coin_id: channel.coin_id,
          channel: channel.channel,
          address: SOMEWHERE,
          amount: channel.min_amount,
        },
      });
      expectCode(answer, 200, "a withdrawal");
      const queue = await ctx.http.call<{ list: { id: number; user_address?: string }[] }>(
        "GET",
        "/api/admin/withdraw?count=50",
        { token: admin.token },
      );
      expectDocumented(queue);
      expect(
        queue.envelope.data.list.some((w) => w.id === answer.envelope.data.id),
        "the admin sees it",
        queue,
      );
      const after = await balanceOf(ctx.http, token, channel.coin_id);
      const approved = await ctx.http.call<{ status: string }>(
        "POST",
        `/api/admin/withdraw/${answer.envelope.data.id}/approve`,
        { token: admin.token, body: {} },
      );
      expectDocumented(approved);
      expectCode(approved, 200, "the approval");
      expect(
        ["processing", "successful", "completed"].includes(approved.envelope.data.status),
        "on its way",
        approved,
      );
      expect((await balanceOf(ctx.http, token, channel.coin_id)) === after, "approval moves no balance");
      const user = await ctx.http.call("POST", `/api/admin/withdraw/${answer.envelope.data.id}/approve`, {
        token,
        body: {},
      });
      expectCode(user, 10040, "a user calling an admin call");
    },
  },
  {
    area: AREA,
    name: "an exchange pays what the price ratio gives, rounded down at 8 places, less its fee rounded half away",
    needs: ["user"],
    async run(ctx) {
      const { token } = await ctx.user();
      const pair = await exchangeSetup(ctx.http, token);
      const { amount } = pair;
      const answer = await ctx.http.call<{ fee: string; received: string }>(
        "POST",
        "/api/exchange/exchange",
        {
          token,
          body: { from_coin_id: pair.from_coin_id, to_coin_id: pair.to_coin_id, amount },
        },
      );
      expectDocumented(answer);
      expectCode(answer, 200, `an exchange of ${amount}`);
      const quote = quoteExchange(units(amount), pair.from_price, pair.to_price, pair.fee_percent);
      expect(parseDecimal(answer.envelope.data.fee) === quote.fee, `fee ${toDecimal(quote.fee)}`, answer);
      expect(
        parseDecimal(answer.envelope.data.received) === quote.received,
        `receives ${toDecimal(quote.received)}`,
        answer,
      );
    },
  },
  {
    area: AREA,
    name: "the bill adds up: each coin's newest entry is its balance, and each entry follows from the one before",
    needs: ["user"],
    async run(ctx) {
      const { token } = await ctx.user();
      const coins = await ctx.http.call<{ coin_id: number; money: string }[]>("GET", "/api/user/coins", {
        token,
      });
      for (const coin of coins.envelope.data) {
        const bill = await ctx.http.call<{ list: BillEntry[] }>(
          "GET",
          `/api/user/coin_logs?coin_id=${coin.coin_id}&count=50`,
          { token },
        );
        expectDocumented(bill);
        const list = bill.envelope.data.list;
        if (list.length === 0) {
          expect(units(coin.money) === 0n, `coin ${coin.coin_id} has a balance but no bill`, bill);
          continue;
        }
        expect(
          units(list[0]!.balance_after) === units(coin.money),
          `coin ${coin.coin_id}: newest entry = balance`,
          bill,
        );
        for (let i = 0; i + 1 < list.length; i++) {
          const [newer, older] = [list[i]!, list[i + 1]!];
          expect(
            units(newer.balance_after) === units(older.balance_after) + units(newer.amount),
            `coin ${coin.coin_id}: entry ${newer.id} follows from ${older.id}`,
            bill,
          );
          expect(units(newer.balance_after) >= 0n, "no balance below zero", bill);
        }
      }
    },
  },
];
