import { randomUUID } from "node:crypto";
import { toDecimal, units } from "../../../src/lib/money/units";
import { appBody } from "../appBodies";
import { expect, expectCode, expectDocumented, type Rule } from "../rule";
import { balanceOf, exchangeSetup, reject, withdraw, withdrawChannel } from "./funds";

const AREA = "Idempotency (request_id)";
const REQUEST_ID_REUSED = 10006;

export const idempotencyRules: Rule[] = [
  {
    id: "idempotent-exchange",
    area: AREA,
    name: "an exchange sent twice with one request_id counts once; the id with another body is refused (10006)",
    needs: ["user"],
    money: true,
    operations: ["POST /api/exchange/exchange"],
    catches: ["a retried exchange booked twice", "a request_id replayed with another body"],
    async run(ctx) {
      const { token } = await ctx.user();
      const pair = await exchangeSetup(ctx.http, token);
      const { amount } = pair;
      const before = await balanceOf(ctx.http, token, pair.from_coin_id);
      const body = {
        from_coin_id: pair.from_coin_id,
        to_coin_id: pair.to_coin_id,
        amount,
        request_id: randomUUID(),
      };
      const first = await ctx.http.call<{ id: number }>("POST", "/api/exchange/exchange", { token, body });
      expectDocumented(first);
      expectCode(first, 200, "the exchange");
      const again = await ctx.http.call<{ id: number }>("POST", "/api/exchange/exchange", { token, body });
      expectCode(again, 200, "the same request again");
      expect(again.envelope.data.id === first.envelope.data.id, "the same trade is answered again", again);
      const after = await balanceOf(ctx.http, token, pair.from_coin_id);
      expect(before - after === units(amount), `the balance fell by ${amount} once`);
      const other = await ctx.http.call("POST", "/api/exchange/exchange", {
        token,
        body: { ...body, amount: toDecimal(units(amount) + units("0.0001")) },
      });
      expectDocumented(other);
      expectCode(other, REQUEST_ID_REUSED, "the id with another amount");
      expect((await balanceOf(ctx.http, token, pair.from_coin_id)) === after, "the refusal changed nothing");
    },
  },
  {
    id: "idempotent-withdraw",
    area: AREA,
    name: "a withdrawal sent twice with one request_id is one withdrawal; the id with another amount or address is refused (10006)",
    needs: ["user", "admin"],
    money: true,
    operations: ["POST /api/exchange/withdraw"],
    catches: [
      "a retried withdrawal booked twice",
      "a request_id replayed with another body",
      "a request_id shared across users (one user answered with another's withdrawal)",
    ],
    async run(ctx) {
      const { token, wallet } = await ctx.user();
      const channel = await withdrawChannel(ctx.http, token);
      const extra = { request_id: randomUUID() };
      const before = await balanceOf(ctx.http, token, channel.coin_id);
      const first = await withdraw(ctx.http, token, channel, channel.min_amount, wallet.address, extra);
      expectCode(first, 200, "the withdrawal");
      try {
        const again = await withdraw(ctx.http, token, channel, channel.min_amount, wallet.address, extra);
        expectCode(again, 200, "the same request again");
        expect(again.envelope.data.id === first.envelope.data.id, "the same withdrawal is answered", again);
        const bigger = toDecimal(units(channel.min_amount) + units("1"));
        const otherAmount = await withdraw(ctx.http, token, channel, bigger, wallet.address, extra);
        expectDocumented(otherAmount);
        expectCode(otherAmount, REQUEST_ID_REUSED, "the id with another amount");
        const elsewhere = await withdraw(ctx.http, token, channel, channel.min_amount, undefined, extra);
        // A request_id is the sender's own: another user sending it is a new request (refused here, for want of money).
        const stranger = await ctx.fresh();
        const theirs = await withdraw(
          ctx.http,
          stranger.token,
          channel,
          channel.min_amount,
          wallet.address,
          extra,
        );
        expect(
          theirs.envelope?.code !== 200 || theirs.envelope.data.id !== first.envelope.data.id,
          "another user sending the same request_id is not answered with the first user's withdrawal",
          theirs,
        );
        expectCode(elsewhere, REQUEST_ID_REUSED, "the id with another address");
        expect(
          before - (await balanceOf(ctx.http, token, channel.coin_id)) === units(channel.min_amount),
          "taken once",
        );
      } finally {
        await reject(ctx, first.envelope.data.id);
      }
      expect((await balanceOf(ctx.http, token, channel.coin_id)) === before, "the rejection refunded it");
    },
  },
  {
    id: "idempotent-concurrent",
    area: AREA,
    name: "ten retries with one request_id at the same moment book one withdrawal and one exchange",
    needs: ["user", "admin"],
    money: true,
    operations: ["POST /api/exchange/withdraw", "POST /api/exchange/exchange"],
    catches: ["double booking when retries arrive together"],
    async run(ctx) {
      const { token, wallet } = await ctx.user();
      const channel = await withdrawChannel(ctx.http, token);
      const before = await balanceOf(ctx.http, token, channel.coin_id);
      const extra = { request_id: randomUUID() };
      const answers = await ctx.http.burst(10, () =>
        withdraw(ctx.http, token, channel, channel.min_amount, wallet.address, extra),
      );
      const ids = [
        ...new Set(answers.filter((a) => a.envelope?.code === 200).map((a) => a.envelope.data.id)),
      ];
      for (const id of ids) await reject(ctx, id);
      expect(ids.length === 1, `one withdrawal, got ${ids.length}: ${ids.join(", ")}`, answers[0]);
      expect(
        (await balanceOf(ctx.http, token, channel.coin_id)) === before,
        "the rejection gave it all back",
      );

      const pair = await exchangeSetup(ctx.http, token);
      const sold = await balanceOf(ctx.http, token, pair.from_coin_id);
      const body = {
        from_coin_id: pair.from_coin_id,
        to_coin_id: pair.to_coin_id,
        amount: pair.amount,
        request_id: randomUUID(),
      };
      const trades = await ctx.http.burst(10, () =>
        ctx.http.call<{ id: number }>("POST", "/api/exchange/exchange", { token, body }),
      );
      const tradeIds = new Set(trades.filter((a) => a.envelope?.code === 200).map((a) => a.envelope.data.id));
      expect(tradeIds.size === 1, `one trade, got ${tradeIds.size}`, trades[0]);
      expect(
        sold - (await balanceOf(ctx.http, token, pair.from_coin_id)) === units(pair.amount),
        `sold ${pair.amount} once`,
      );
    },
  },
  {
    id: "idempotent-admin-credit",
    area: AREA,
    name: "an admin credit sent twice with one request_id books once; the id with another amount is refused (10006)",
    needs: ["admin"],
    money: true,
    operations: ["POST /api/admin/balance"],
    catches: [
      "a retried admin credit booked twice",
      "an admin correction silently dropped (the id matched without its body)",
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const user = await ctx.fresh();
      const requestId = randomUUID();
      const body = (amount: string) => ({
        ...appBody.adjustBalance({ address: user.wallet.address, coin_id: 1, amount, reason: "conformance" }),
        request_id: requestId,
      });
      const post = (amount: string) =>
        ctx.http.call("POST", "/api/admin/balance", { token: admin.token, body: body(amount) });
      expectCode(await post("1"), 200, "a credit of 1");
      expectCode(await post("1"), 200, "the same credit again");
      expect((await balanceOf(ctx.http, user.token, 1)) === units("1"), "credited once");
      const other = await post("2");
      expectDocumented(other);
      expectCode(other, REQUEST_ID_REUSED, "the id with another amount");
      expect((await balanceOf(ctx.http, user.token, 1)) === units("1"), "the refusal booked nothing");
    },
  },
];
