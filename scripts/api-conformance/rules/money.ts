import { parseDecimal, toDecimal, units } from "../../../src/lib/money/units";
import { quoteExchange, quoteWithdrawal } from "../../../src/lib/money/quote";
import { expect, expectCode, expectDocumented, Skip, type Rule } from "../rule";
import { balanceOf, exchangeSetup, reject, withdraw, withdrawChannel } from "./funds";

const AREA = "Money (docs/decisions/0010-money.md)";
const WITHDRAW = "POST /api/exchange/withdraw";
const REJECT = "POST /api/admin/withdraw/{id}/reject";
const APPROVE = "POST /api/admin/withdraw/{id}/approve";
const STATE_INVALID = 10406;

interface BillEntry {
  id: number;
  coin_id: number;
  amount: string;
  balance_after: string;
  type: string;
}

export const moneyRules: Rule[] = [
  {
    id: "withdraw-fee-rounding",
    area: AREA,
    name: "a withdrawal's fee is its percent rounded half away from zero at 4 places; the amount leaves the balance",
    needs: ["user", "admin"],
    money: true,
    operations: [WITHDRAW, REJECT],
    catches: ["a fee rounded the wrong way", "a withdrawal that takes another sum than asked"],
    async run(ctx) {
      const { token, wallet } = await ctx.user();
      const channel = await withdrawChannel(ctx.http, token);
      // 123.4567 at 1 % is 1.234567 → 1.2346 (0010-money.md), when the channel allows that much.
      const amount =
        units(channel.min_amount) <= units("123.4567")
          ? "123.4567"
          : toDecimal(units(channel.min_amount) + units("0.4567"));
      const before = await balanceOf(ctx.http, token, channel.coin_id);
      const answer = await withdraw(ctx.http, token, channel, amount, wallet.address);
      expectDocumented(answer);
      expectCode(answer, 200, `a withdrawal of ${amount}`);
      const record = answer.envelope.data;
      try {
        const quote = quoteWithdrawal(units(amount), channel.fee_percent, channel.min_fee);
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
      } finally {
        await reject(ctx, record.id);
      }
    },
  },
  {
    id: "withdraw-fee-minimum",
    area: AREA,
    name: "a withdrawal whose percent fee is under the channel's minimum fee pays the minimum",
    needs: ["user", "admin"],
    money: true,
    operations: [WITHDRAW],
    catches: ["the minimum fee not applied"],
    async run(ctx) {
      const { token, wallet } = await ctx.user();
      const channel = await withdrawChannel(ctx.http, token);
      const percentFee = quoteWithdrawal(units(channel.min_amount), channel.fee_percent, "0").fee;
      if (percentFee >= units(channel.min_fee))
        throw new Skip("the minimum amount's fee is over the minimum fee");
      const answer = await withdraw(ctx.http, token, channel, channel.min_amount, wallet.address);
      expectCode(answer, 200, `a withdrawal of ${channel.min_amount}`);
      try {
        expect(
          parseDecimal(answer.envelope.data.fee) === units(channel.min_fee),
          `fee ${channel.min_fee}`,
          answer,
        );
        expect(
          parseDecimal(answer.envelope.data.actual) === units(channel.min_amount) - units(channel.min_fee),
          "arrives the amount less the minimum fee",
          answer,
        );
      } finally {
        await reject(ctx, answer.envelope.data.id);
      }
    },
  },
  {
    id: "withdraw-review-states",
    area: AREA,
    name: "a review happens once: a rejection refunds once, nothing approves it after; an approval cannot be rejected after",
    needs: ["user", "admin"],
    money: true,
    operations: [WITHDRAW, REJECT, APPROVE, "GET /api/admin/withdraw"],
    catches: [
      "a refund paid twice",
      "approve after reject",
      "reject after approve (the money both sent and refunded)",
    ],
    async run(ctx) {
      const { token, wallet } = await ctx.user();
      const admin = await ctx.admin();
      const channel = await withdrawChannel(ctx.http, token);
      const review = (id: number, action: string) =>
        ctx.http.call<{ status: string }>("POST", `/api/admin/withdraw/${id}/${action}`, {
          token: admin.token,
        });
      const before = await balanceOf(ctx.http, token, channel.coin_id);
      const first = await withdraw(ctx.http, token, channel, channel.min_amount, wallet.address);
      expectCode(first, 200, "a withdrawal");
      const rejected = await review(first.envelope.data.id, "reject");
      expectDocumented(rejected);
      expectCode(rejected, 200, "the rejection");
      expect(rejected.envelope.data.status === "failed", "a rejected withdrawal is failed", rejected);
      expect((await balanceOf(ctx.http, token, channel.coin_id)) === before, "the rejection refunded it all");
      expectCode(await review(first.envelope.data.id, "reject"), STATE_INVALID, "a second rejection");
      expectCode(
        await review(first.envelope.data.id, "approve"),
        STATE_INVALID,
        "an approval after the rejection",
      );
      expect((await balanceOf(ctx.http, token, channel.coin_id)) === before, "refunded once, and not sent");

      // To the user's own address: on a real chain the approved transfer comes back to the test user.
      const second = await withdraw(ctx.http, token, channel, channel.min_amount, wallet.address);
      expectCode(second, 200, "a withdrawal");
      const queue = await ctx.http.call<{ list: { id: number }[] }>("GET", "/api/admin/withdraw?count=50", {
        token: admin.token,
      });
      expectDocumented(queue);
      expect(
        queue.envelope.data.list.some((w) => w.id === second.envelope.data.id),
        "the admin sees it",
        queue,
      );
      const after = await balanceOf(ctx.http, token, channel.coin_id);
      const approved = await review(second.envelope.data.id, "approve");
      expectDocumented(approved);
      expectCode(approved, 200, "the approval");
      expect(
        ["processing", "successful", "completed"].includes(approved.envelope.data.status),
        "on its way",
        approved,
      );
      expectCode(
        await review(second.envelope.data.id, "reject"),
        STATE_INVALID,
        "a rejection after the approval",
      );
      expectCode(await review(second.envelope.data.id, "approve"), STATE_INVALID, "a second approval");
      expect((await balanceOf(ctx.http, token, channel.coin_id)) === after, "the balance did not move again");
    },
  },
  {
    id: "exchange-quote",
    area: AREA,
    name: "an exchange pays what the price ratio gives, rounded down at 8 places, less its fee rounded half away",
    needs: ["user"],
    money: true,
    operations: ["POST /api/exchange/exchange", "GET /api/exchange/coin_pair", "GET /api/exchange/config"],
    catches: [
      "a wrong exchange rate",
      "the fee or the payout rounded the wrong way",
      "the fee folded into the credit (no fee entry in the bill)",
    ],
    async run(ctx) {
      const { token } = await ctx.user();
      const pair = await exchangeSetup(ctx.http, token);
      const before = await balanceOf(ctx.http, token, pair.to_coin_id);
      const answer = await ctx.http.call<{ fee: string; received: string }>(
        "POST",
        "/api/exchange/exchange",
        {
          token,
          body: { from_coin_id: pair.from_coin_id, to_coin_id: pair.to_coin_id, amount: pair.amount },
        },
      );
      expectDocumented(answer);
      expectCode(answer, 200, `an exchange of ${pair.amount}`);
      const quote = quoteExchange(units(pair.amount), pair.from_price, pair.to_price, pair.fee_percent);
      expect(parseDecimal(answer.envelope.data.fee) === quote.fee, `fee ${toDecimal(quote.fee)}`, answer);
      expect(
        parseDecimal(answer.envelope.data.received) === quote.received,
        `receives ${toDecimal(quote.received)}`,
        answer,
      );
      expect(
        (await balanceOf(ctx.http, token, pair.to_coin_id)) === before + quote.received,
        "the balance grew by what was received",
      );
      // The fee is its own bill entry ("exchange fee", a change type of its own), not folded into the credit.
      const bill = await ctx.http.call<{ list: { type: string; amount: string }[] }>(
        "GET",
        `/api/user/coin_logs?coin_id=${pair.to_coin_id}&count=2`,
        { token },
      );
      const [fee, credit] = bill.envelope.data.list;
      expect(
        fee?.type === "exchange_fee" && units(fee.amount) === -quote.fee,
        `the newest entry is the fee, -${toDecimal(quote.fee)}, as an exchange fee`,
        bill,
      );
      expect(
        credit?.type === "exchange" && units(credit.amount) === quote.received + quote.fee,
        "before it, the exchange's credit of the whole gross amount",
        bill,
      );
    },
  },
  {
    id: "bill-adds-up",
    area: AREA,
    name: "the bill adds up, with an exchange just made: each coin's newest entry is its balance, and each entry follows from the one before",
    needs: ["user"],
    money: true,
    operations: ["GET /api/user/coin_logs", "GET /api/user/coins", "POST /api/exchange/exchange"],
    catches: ["a balance change without its bill entry, or an entry with a wrong balance"],
    async run(ctx) {
      const { token } = await ctx.user();
      // Entries written now, not only the account's history: what the server books today must add up too.
      const pair = await exchangeSetup(ctx.http, token);
      const trade = await ctx.http.call("POST", "/api/exchange/exchange", {
        token,
        body: { from_coin_id: pair.from_coin_id, to_coin_id: pair.to_coin_id, amount: pair.amount },
      });
      expectCode(trade, 200, `an exchange of ${pair.amount}`);
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
