import { randomUUID } from "node:crypto";
import { div, roundTo } from "../../../src/lib/money/arithmetic";
import { toDecimal, units } from "../../../src/lib/money/units";
import { appBody } from "../appBodies";
import { expect, expectCode, expectDocumented, expectRefused, Skip, type Rule } from "../rule";
import { balanceOf, exchangeSetup, reject, snapshot, withdraw, withdrawChannel } from "./funds";

const AREA = "Money: limits (balance, decimals)";

/** `amount` with one more decimal place than `decimals` allows: 10 → 10.00001 at 4. */
function oneDecimalTooMany(amount: string, decimals: number): string {
  const [whole, fraction = ""] = amount.split(".");
  return `${whole}.${fraction.padEnd(decimals, "0")}1`;
}

export const limitRules: Rule[] = [
  {
    id: "overdraft",
    area: AREA,
    name: "no step takes a balance below zero: a withdrawal, an exchange or a node over the balance is refused",
    needs: ["user", "admin"],
    money: true,
    operations: ["POST /api/exchange/withdraw", "POST /api/exchange/exchange", "POST /api/node/buy/{type}"],
    catches: ["an overdraft (a balance below zero)"],
    async run(ctx) {
      const { token, wallet } = await ctx.user();
      const channel = await withdrawChannel(ctx.http, token);
      const before = await snapshot(ctx.http, token);
      const usdt = await balanceOf(ctx.http, token, channel.coin_id);
      const tooMuch = toDecimal(usdt + units("0.0001"));
      const out = await withdraw(ctx.http, token, channel, tooMuch, wallet.address);
      if (out.envelope?.code === 200) await reject(ctx, out.envelope.data.id);
      expectDocumented(out);
      expectRefused(out, `a withdrawal of ${tooMuch}, the balance and a ten-thousandth`);

      const pair = await exchangeSetup(ctx.http, token);
      const held = await balanceOf(ctx.http, token, pair.from_coin_id);
      const trade = await ctx.http.call("POST", "/api/exchange/exchange", {
        token,
        body: {
          from_coin_id: pair.from_coin_id,
          to_coin_id: pair.to_coin_id,
          amount: toDecimal(held + units("0.0001")),
        },
      });
      expectRefused(trade, `an exchange of ${toDecimal(held + units("0.0001"))}, more than held`);

      const tiers = await ctx.http.call<{ type: number; price: string; coin_id: number; surplus: number }[]>(
        "GET",
        "/api/node/info",
      );
      for (const tier of tiers.envelope.data ?? []) {
        if (tier.surplus <= 0 || units(tier.price) <= (await balanceOf(ctx.http, token, tier.coin_id)))
          continue;
        const node = await ctx.http.call("POST", `/api/node/buy/${tier.type}`, {
          token,
          body: appBody.buyNode(randomUUID()),
        });
        expectDocumented(node);
        expectRefused(node, `a node of type ${tier.type} at ${tier.price}, more than the balance`);
      }
      expect(
        (await snapshot(ctx.http, token)) === before,
        "balances, withdrawals and the bill are unchanged",
      );
    },
  },
  {
    id: "mint-needs-funds",
    area: AREA,
    name: "a user without the mint price cannot mint: refused, no NFT, no record, nothing owed",
    operations: ["POST /api/n_f_t/mint", "POST /api/n_f_t/mintByUpload", "GET /api/n_f_t/record"],
    catches: ["a mint charged into a negative balance"],
    async run(ctx) {
      const { token } = await ctx.fresh();
      const answer = await ctx.http.call("POST", "/api/n_f_t/mint", {
        token,
        body: appBody.mint(randomUUID()),
      });
      expectDocumented(answer);
      expectRefused(answer, "a mint by a user holding nothing");
      // A 1×1 PNG: a mint by upload costs the same.
      const image =
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
      const upload = await ctx.http.call("POST", "/api/n_f_t/mintByUpload", {
        token,
        body: { params: { image, request_id: randomUUID() } },
      });
      expectDocumented(upload);
      expectRefused(upload, "a mint by upload by a user holding nothing");
      const records = await ctx.http.call<{ count: number }>("GET", "/api/n_f_t/record", { token });
      expect(records.envelope?.data?.count === 0, "no mint record", records);
      const coins = await ctx.http.call<{ money: string }[]>("GET", "/api/user/coins", { token });
      expect(
        coins.envelope.data.every((c) => units(c.money) === 0n),
        "no balance moved",
        coins,
      );
    },
  },
  {
    id: "amount-decimals",
    area: AREA,
    name: "an amount with more decimals than its call allows is refused, never rounded; exactly as many passes",
    needs: ["user", "admin"],
    money: true,
    operations: ["POST /api/exchange/withdraw", "POST /api/exchange/exchange", "GET /api/admin/config"],
    catches: ["too many decimals rounded or cut instead of refused"],
    async run(ctx) {
      const { token, wallet } = await ctx.user();
      const admin = await ctx.admin();
      const config = await ctx.http.call<{ withdraw: { decimals: number } }>("GET", "/api/admin/config", {
        token: admin.token,
      });
      const decimals = config.envelope?.data?.withdraw?.decimals;
      if (typeof decimals !== "number") throw new Skip("the admin config names no withdrawal decimals");
      const channel = await withdrawChannel(ctx.http, token);
      const exact = `${channel.min_amount.split(".")[0]}.${"0".repeat(decimals - 1)}1`;
      const passed = await withdraw(
        ctx.http,
        token,
        channel,
        decimals ? exact : channel.min_amount,
        wallet.address,
      );
      expectCode(passed, 200, `a withdrawal of ${exact} (${decimals} places)`);
      await reject(ctx, passed.envelope.data.id);
      const before = await snapshot(ctx.http, token);
      const tooFine = oneDecimalTooMany(channel.min_amount, decimals);
      expectRefused(
        await withdraw(ctx.http, token, channel, tooFine, wallet.address),
        `a withdrawal of ${tooFine}`,
      );

      const pair = await exchangeSetup(ctx.http, token);
      const exchangeConfig = await ctx.http.call<{ decimals: number }>("GET", "/api/exchange/config");
      const places = exchangeConfig.envelope.data.decimals;
      const amount = oneDecimalTooMany(pair.amount, places);
      const trade = await ctx.http.call("POST", "/api/exchange/exchange", {
        token,
        body: { from_coin_id: pair.from_coin_id, to_coin_id: pair.to_coin_id, amount },
      });
      expectRefused(trade, `an exchange of ${amount} (${places} places allowed)`);
      expect((await snapshot(ctx.http, token)) === before, "nothing changed");
    },
  },
  {
    id: "stake-recorded-once",
    area: AREA,
    name: "a staked NFT is recorded once: recorded again, or by another user, it is refused and earns nothing more",
    needs: ["user"],
    operations: [
      "POST /api/n_f_t/staked/{count}",
      "GET /api/n_f_t/stake/record",
      "GET /api/n_f_t/stake/income",
    ],
    catches: ["one lock recorded twice (income paid twice)", "another user's stake recorded as one's own"],
    async run(ctx) {
      const owner = await ctx.user();
      const staked = await ctx.http.call<{ list: { token_id: number; recorded?: boolean }[] }>(
        "GET",
        "/api/n_f_t/stake/record",
        { token: owner.token },
      );
      const tokenId = staked.envelope.data?.list.find((s) => s.recorded !== false)?.token_id;
      if (tokenId === undefined) throw new Skip("the user has no recorded stake");
      const income = async (token: string) =>
        JSON.stringify(
          (await ctx.http.call("GET", "/api/n_f_t/stake/income", { token })).envelope?.data,
          (k, v) => (k === "now" ? undefined : v),
        );
      const before = await income(owner.token);
      const body = { params: { token_ids: [tokenId] } };
      const again = await ctx.http.call("POST", "/api/n_f_t/staked/1", { token: owner.token, body });
      expectDocumented(again);
      expectRefused(again, `token ${tokenId}, already recorded, recorded again`);
      const stranger = await ctx.fresh();
      const theirs = await ctx.http.call("POST", "/api/n_f_t/staked/1", { token: stranger.token, body });
      expectRefused(theirs, `another user's staked token ${tokenId} recorded by a stranger`);
      expect((await income(owner.token)) === before, "the owner's income is unchanged");
    },
  },
  {
    id: "exchange-limits",
    area: AREA,
    name: "an exchange trades only the listed pairs, and only a sale worth the minimum value in USD",
    needs: ["user"],
    money: true,
    operations: [
      "POST /api/exchange/exchange",
      "GET /api/exchange/coin_pair",
      "GET /api/exchange/config",
      "GET /api/public/coins",
    ],
    catches: [
      "a pair traded that is not offered (buying a coin only income should create)",
      "the minimum held against the amount, not its value",
    ],
    async run(ctx) {
      const { token } = await ctx.user();
      const before = await snapshot(ctx.http, token);
      const pairs = await ctx.http.call<{ from_coin_id: number; to_coin_id: number; from_price: string }[]>(
        "GET",
        "/api/exchange/coin_pair",
      );
      const config = await ctx.http.call<{ min_value_usd: string; decimals: number }>(
        "GET",
        "/api/exchange/config",
      );
      const coins = await ctx.http.call<{ coin_id: number; price: string }[]>("GET", "/api/public/coins");
      const listed = new Set(pairs.envelope.data.map((p) => `${p.from_coin_id}>${p.to_coin_id}`));
      for (const from of coins.envelope.data)
        for (const to of coins.envelope.data) {
          if (from.coin_id === to.coin_id || listed.has(`${from.coin_id}>${to.coin_id}`)) continue;
          if ((await balanceOf(ctx.http, token, from.coin_id)) === 0n) continue;
          const worth = toDecimal(units(config.envelope.data.min_value_usd) * 2n);
          const amount = toDecimal(
            roundTo(div(units(worth), units(from.price), "towardZero"), 4, "towardZero"),
          );
          const answer = await ctx.http.call("POST", "/api/exchange/exchange", {
            token,
            body: appBody.exchange({ from_coin_id: from.coin_id, to_coin_id: to.coin_id, amount }),
          });
          expectRefused(
            answer,
            `an exchange of coin ${from.coin_id} for coin ${to.coin_id}, a pair not offered`,
          );
        }
      for (const pair of pairs.envelope.data) {
        if ((await balanceOf(ctx.http, token, pair.from_coin_id)) === 0n) continue;
        // The largest amount worth less than the minimum value, at the call's decimals.
        const tick = 10n ** BigInt(18 - config.envelope.data.decimals);
        const exact = div(units(config.envelope.data.min_value_usd), units(pair.from_price), "towardZero");
        const under = ((exact - 1n) / tick) * tick;
        if (under <= 0n) continue;
        const answer = await ctx.http.call("POST", "/api/exchange/exchange", {
          token,
          body: appBody.exchange({
            from_coin_id: pair.from_coin_id,
            to_coin_id: pair.to_coin_id,
            amount: toDecimal(under),
          }),
        });
        expectRefused(
          answer,
          `a sale of ${toDecimal(under)} of coin ${pair.from_coin_id} at ${pair.from_price} USD, under the minimum value`,
        );
      }
      expect((await snapshot(ctx.http, token)) === before, "nothing changed");
    },
  },
];
