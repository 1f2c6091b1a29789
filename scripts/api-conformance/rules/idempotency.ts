import { randomUUID } from "node:crypto";
import { toDecimal, units } from "../../../src/lib/money/units";
import { expect, expectCode, expectDocumented, type Rule } from "../rule";
import { balanceOf, exchangeSetup, SOMEWHERE, withdrawChannel } from "./funds";

const AREA = "Idempotency (request_id)";
const REQUEST_ID_REUSED = 10006;

export const idempotencyRules: Rule[] = [
  {
    area: AREA,
    name: "an exchange sent twice with one request_id counts once; the id with another body is refused (10006)",
    needs: ["user"],
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
    area: AREA,
    name: "a withdrawal sent twice with one request_id is one withdrawal",
    needs: ["user", "admin"],
    async run(ctx) {
      const { token } = await ctx.user();
      const admin = await ctx.admin();
      const channel = await withdrawChannel(ctx.http, token);
      const body = {
        coin_id: channel.coin_id,
        channel: channel.channel,
        address: SOMEWHERE,
        amount: channel.min_amount,
        request_id: randomUUID(),
      };
      const before = await balanceOf(ctx.http, token, channel.coin_id);
      const first = await ctx.http.call<{ id: number }>("POST", "/api/exchange/withdraw", { token, body });
      expectCode(first, 200, "the withdrawal");
      const again = await ctx.http.call<{ id: number }>("POST", "/api/exchange/withdraw", { token, body });
      expectCode(again, 200, "the same request again");
      expect(again.envelope.data.id === first.envelope.data.id, "the same withdrawal is answered", again);
      expect(
        before - (await balanceOf(ctx.http, token, channel.coin_id)) === units(channel.min_amount),
        "taken once",
      );
      // Given back, so the test user's funds stay for the next run.
      const refund = await ctx.http.call("POST", `/api/admin/withdraw/${first.envelope.data.id}/reject`, {
        token: admin.token,
        body: {},
      });
      expectCode(refund, 200, "the admin's rejection");
      expect((await balanceOf(ctx.http, token, channel.coin_id)) === before, "the rejection refunded it");
    },
  },
];
