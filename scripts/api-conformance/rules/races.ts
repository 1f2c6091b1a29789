import { toDecimal, units } from "../../../src/lib/money/units";
import { div, mul, roundTo } from "../../../src/lib/money/arithmetic";
import { expect, expectCode, Skip, type Rule } from "../rule";
import { balanceOf, exchangeSetup, SOMEWHERE, withdraw, withdrawChannel } from "./funds";

const AREA = "Races";

export const raceRules: Rule[] = [
  {
    id: "race-withdrawals",
    area: AREA,
    name: "six withdrawals at once, of which three fit the balance: exactly three pass, none below zero",
    needs: ["user", "admin"],
    money: true,
    operations: ["POST /api/exchange/withdraw"],
    catches: ["an overdraft by withdrawals at the same moment (the balance read before another's write)"],
    async run(ctx) {
      const { token } = await ctx.user();
      const admin = await ctx.admin();
      const channel = await withdrawChannel(ctx.http, token);
      const before = await balanceOf(ctx.http, token, channel.coin_id);
      // Three of these fit, four do not: 3A ≤ B < 4A.
      const amount = roundTo(div(before, units("3.5"), "halfAwayFromZero"), 4, "towardZero");
      if (amount < units(channel.min_amount))
        throw new Skip("the balance is too small for three withdrawals");
      const body = {
        coin_id: channel.coin_id,
        channel: channel.channel,
        address: SOMEWHERE,
        amount: toDecimal(amount),
      };
      const answers = await ctx.http.burst(6, () =>
        ctx.http.call<{ id: number }>("POST", "/api/exchange/withdraw", { token, body }),
      );
      const passed = answers.filter((a) => a.envelope?.code === 200);
      const after = await balanceOf(ctx.http, token, channel.coin_id);
      // Given back first, so a failure below does not leave the test user's funds pending.
      for (const answer of passed)
        await ctx.http.call("POST", `/api/admin/withdraw/${answer.envelope.data.id}/reject`, {
          token: admin.token,
        });
      expect(
        passed.length === 3,
        `${passed.length} of 6 passed`,
        answers.find((a) => a.envelope?.code !== 200),
      );
      expect(
        after === before - mul(amount, units("3"), "halfAwayFromZero"),
        `the balance fell by exactly three amounts`,
      );
      expect(after >= 0n, "never below zero");
      expect((await balanceOf(ctx.http, token, channel.coin_id)) === before, "the rejections refunded them");
    },
  },
  {
    id: "race-exchanges",
    area: AREA,
    name: "five exchanges at once: the balance falls by exactly what the passed ones sold",
    needs: ["user"],
    money: true,
    operations: ["POST /api/exchange/exchange"],
    catches: ["a lost update when exchanges arrive together"],
    async run(ctx) {
      const { token } = await ctx.user();
      const pair = await exchangeSetup(ctx.http, token);
      const { amount } = pair;
      const before = await balanceOf(ctx.http, token, pair.from_coin_id);
      const bought = await balanceOf(ctx.http, token, pair.to_coin_id);
      const body = { from_coin_id: pair.from_coin_id, to_coin_id: pair.to_coin_id, amount };
      const answers = await ctx.http.burst(5, () =>
        ctx.http.call<{ received: string }>("POST", "/api/exchange/exchange", { token, body }),
      );
      const passed = answers.filter((a) => a.envelope?.code === 200);
      expect(passed.length > 0, "at least one exchange passed", answers[0]);
      const sold = mul(units(amount), units(String(passed.length)), "halfAwayFromZero");
      const received = passed.reduce((sum, a) => sum + units(a.envelope.data.received), 0n);
      expect(
        (await balanceOf(ctx.http, token, pair.from_coin_id)) === before - sold,
        "sold exactly the passed ones",
      );
      expect(
        (await balanceOf(ctx.http, token, pair.to_coin_id)) === bought + received,
        "bought what they received",
      );
    },
  },
  {
    id: "race-reviews",
    area: AREA,
    name: "twenty reviews of one withdrawal at once, three times and once mixed: one passes, money moves once",
    needs: ["user", "admin"],
    money: true,
    operations: ["POST /api/admin/withdraw/{id}/reject", "POST /api/admin/withdraw/{id}/approve"],
    catches: ["a refund paid twice, or a withdrawal both sent and refunded, when reviews arrive together"],
    async run(ctx) {
      const { token, wallet } = await ctx.user();
      const admin = await ctx.admin();
      const channel = await withdrawChannel(ctx.http, token);
      // Rejections only, three times; then approvals and rejections mixed (to the user's own address).
      for (const round of ["reject", "reject", "reject", "mixed"]) {
        const before = await balanceOf(ctx.http, token, channel.coin_id);
        const made = await withdraw(ctx.http, token, channel, channel.min_amount, wallet.address);
        expectCode(made, 200, "a withdrawal");
        const id = made.envelope.data.id;
        const actions = Array.from({ length: 20 }, (_, i) =>
          round === "mixed" && i % 2 ? "approve" : "reject",
        );
        const answers = await ctx.http.burst(20, (i) =>
          ctx.http.call("POST", `/api/admin/withdraw/${id}/${actions[i]}`, { token: admin.token }),
        );
        const passed = actions.filter((_, i) => answers[i]!.envelope?.code === 200);
        expect(passed.length === 1, `${round}: ${passed.length} of 20 reviews passed`, answers[0]);
        const after = await balanceOf(ctx.http, token, channel.coin_id);
        const expected = passed[0] === "approve" ? before - units(channel.min_amount) : before;
        expect(after === expected, `${round}: the money moved once (${passed[0]}d)`);
      }
    },
  },
];
