import { units } from "../../../src/lib/money/units";
import { appBody } from "../appBodies";
import { signIn } from "../http";
import {
  expect,
  expectCode,
  expectDocumented,
  expectRefused,
  type Rule,
  type RunContext,
  randomWallet,
} from "../rule";
import { exchangeSetup, snapshot, withdrawChannel } from "./funds";
import { CURSOR_LISTS, LISTS } from "./paging";

const AREA = "Sessions: a token reads its own account only";
const TOKEN_INVALID = 10039;

/** The lists of a user's own (GETs answering `{ count, list }` that need no query value). */
const OWN_LISTS = [...LISTS, ...CURSOR_LISTS];

async function info(ctx: RunContext, token: string) {
  return ctx.http.call<{ id: number; address: string }>("GET", "/api/user/info", { token });
}

export const sessionRules: Rule[] = [
  {
    id: "session-logout",
    area: AREA,
    name: "a token works as it is and with 'Bearer '; a logout, either way, revokes that token and no other session",
    operations: ["POST /api/user/logout", "GET /api/user/info"],
    catches: ["a logout that keeps the token alive", "a logout that ends the user's other sessions"],
    async run(ctx) {
      const wallet = randomWallet();
      const [phone, laptop] = [await signIn(ctx.http, wallet), await signIn(ctx.http, wallet)];
      expectCode(await info(ctx, phone), 200, "the token as it is");
      expectCode(await info(ctx, `Bearer ${phone}`), 200, "Bearer token");
      for (const [token, sent] of [
        [phone, phone],
        [laptop, `Bearer ${laptop}`],
      ] as const) {
        if (token === laptop) {
          // The other session of the same address outlives the first one's logout.
          expectCode(await info(ctx, laptop), 200, "the user's other session after a logout elsewhere");
        }
        const out = await ctx.http.call("POST", "/api/user/logout", { token: sent });
        expectDocumented(out);
        expectCode(out, 200, `logout with ${sent === token ? "the token" : "'Bearer <token>'"}`);
        expectCode(await info(ctx, token), TOKEN_INVALID, "the revoked token");
        expectCode(await info(ctx, `Bearer ${token}`), TOKEN_INVALID, "the revoked token with 'Bearer '");
      }
    },
  },
  {
    id: "session-bound",
    area: AREA,
    name: "an address has at most five live sessions: a sixth sign-in ends the oldest (docs/openapi.yaml, signIn)",
    operations: ["POST /api/public/auth/{address}", "GET /api/user/info"],
    catches: ["sessions without bound (a stolen token lives on whatever the owner does)"],
    async run(ctx) {
      const wallet = randomWallet();
      const tokens: string[] = [];
      for (let i = 0; i < 6; i++) tokens.push(await signIn(ctx.http, wallet));
      expectCode(await info(ctx, tokens[0]!), TOKEN_INVALID, "the oldest of six sessions");
      for (const token of tokens.slice(1)) expectCode(await info(ctx, token), 200, "one of the five newest");
    },
  },
  {
    id: "session-same-user",
    area: AREA,
    name: "signing in again keeps the same user (one account per address), with a new token",
    operations: ["GET /api/user/info"],
    catches: ["a second account for one address", "the same token handed out twice"],
    async run(ctx) {
      const wallet = randomWallet();
      const [a, b] = [await signIn(ctx.http, wallet), await signIn(ctx.http, wallet)];
      expect(a !== b, "each sign-in gives its own token");
      const [first, second] = [await info(ctx, a), await info(ctx, b)];
      expect(first.envelope.data.id === second.envelope.data.id, "the same id both times", second);
    },
  },
  {
    id: "session-own-data",
    area: AREA,
    name: "what a session reads is its own: its address, its balances, its lists (a new user's are empty)",
    operations: [
      "GET /api/user/info",
      "GET /api/user/coins",
      ...OWN_LISTS.map((p) => `GET ${p}`),
      "GET /api/n_f_t/mint/info",
      "GET /api/n_f_t/stake/income",
      "GET /api/user_team/info",
      "GET /api/check_in/info",
      "GET /api/n_f_t/own",
    ],
    catches: ["one user's token reads another user's account, balances or records"],
    async run(ctx) {
      // Two new users; the first one checks in, so it has something of its own the second must not see.
      const [a, b] = [await ctx.fresh(), await ctx.fresh()];
      expectCode(await ctx.http.call("POST", "/api/check_in/do", { token: a.token }), 200, "a check-in");
      const accounts = [a, b, ...(ctx.has("user") ? [await ctx.user()] : [])];
      for (const account of accounts) {
        const me = await info(ctx, account.token);
        expectCode(me, 200, "the user's info");
        expect(
          me.envelope.data.address.toLowerCase() === account.wallet.address.toLowerCase(),
          `GET /api/user/info answers ${account.wallet.address}, the token's own address`,
          me,
        );
      }
      const coins = await ctx.http.call<{ money: string }[]>("GET", "/api/user/coins", { token: b.token });
      expectCode(coins, 200, "the new user's coins");
      expect(
        coins.envelope.data.every((c) => /^0(\.0*)?$/.test(c.money)),
        "a new user holds nothing",
        coins,
      );
      // Parameters a support tool might have left in: they must not reach another user's data.
      const other = (await info(ctx, (accounts[2] ?? a).token)).envelope.data;
      const smuggled = `user_id=${other.id}&userId=${other.id}&uid=${other.id}&address=${other.address}`;
      for (const list of OWN_LISTS) {
        for (const query of ["", `?${smuggled}`]) {
          const answer = await ctx.http.call<{ count: number; list: unknown[] }>("GET", `${list}${query}`, {
            token: b.token,
          });
          expectCode(answer, 200, `${list}${query}`);
          expect(
            answer.envelope.data.count === 0 && answer.envelope.data.list.length === 0,
            `${list}${query}: a new user's list is empty (another user's entries showed)`,
            answer,
          );
        }
      }
      // A new user's own figures are nothing, whoever else has some.
      const figures: [string, (data: Record<string, unknown>) => boolean][] = [
        ["/api/n_f_t/mint/info", (d) => d.mint_number === 0],
        [
          "/api/n_f_t/stake/income",
          (d) => d.staked_count === 0 && ["total", "available"].every((k) => units(String(d[k])) === 0n),
        ],
        ["/api/user_team/info", (d) => d.direct_count === 0 && d.team_count === 0],
        ["/api/check_in/info", (d) => d.checked_today === false],
        ["/api/n_f_t/own", (d) => Array.isArray(d) && d.length === 0],
        ["/api/user/coins", (d) => Array.isArray(d) && d.every((c) => units(String(c.money)) === 0n)],
        ["/api/user/info", (d) => String(d.address).toLowerCase() === b.wallet.address.toLowerCase()],
      ];
      for (const [path, isNothing] of figures)
        for (const query of ["", `?${smuggled}`]) {
          const answer = await ctx.http.call<Record<string, unknown>>("GET", `${path}${query}`, {
            token: b.token,
          });
          expectCode(answer, 200, path);
          expect(
            isNothing(answer.envelope.data),
            `${path}${query}: a new user's figures are nothing`,
            answer,
          );
        }
      const bill = await ctx.http.call<{ count: number }>("GET", "/api/user/coin_logs", { token: a.token });
      expect(bill.envelope?.data?.count === 1, "the user who checked in sees its one bill entry", bill);
    },
  },
  {
    id: "session-account-switch",
    area: AREA,
    name: "after the wallet switches account, signing in (the old token still sent) gives a token of the new account",
    operations: ["POST /api/public/auth/{address}", "GET /api/user/info"],
    catches: ["a token after an account switch that reads the previous account (session fixation)"],
    async run(ctx) {
      const [first, second] = [randomWallet(), randomWallet()];
      const old = await signIn(ctx.http, first);
      // The app sends its stored token with every call, sign-in included (src/api/client.ts).
      const fresh = await signIn(ctx.http, second, { token: old });
      expect(fresh !== old, "the new sign-in gives a new token");
      const now = await info(ctx, fresh);
      expect(
        now.envelope?.data?.address?.toLowerCase() === second.address.toLowerCase(),
        "the new token reads the new account",
        now,
      );
      const before = await info(ctx, old);
      if (before.envelope?.code === 200)
        expect(
          before.envelope.data.address.toLowerCase() === first.address.toLowerCase(),
          "the old token, while it lives, still reads only the old account",
          before,
        );
      else expectRefused(before, "the old token");
    },
  },
  {
    id: "session-body-owner",
    area: AREA,
    name: "a request acts for its token's user only: a user id or address of another in the body moves nothing of theirs",
    needs: ["user"],
    operations: ["POST /api/exchange/withdraw", "POST /api/exchange/exchange"],
    catches: ["mass assignment: a body field naming another user spends their money"],
    async run(ctx) {
      const owner = await ctx.user();
      const me = (await info(ctx, owner.token)).envelope.data;
      const intruder = await ctx.fresh();
      const before = await snapshot(ctx.http, owner.token);
      const channel = await withdrawChannel(ctx.http, owner.token);
      const pair = await exchangeSetup(ctx.http, owner.token);
      const claims = {
        user_id: me.id,
        userId: me.id,
        uid: me.id,
        from_address: me.address,
        user: me.address,
      };
      const out = await ctx.http.call("POST", "/api/exchange/withdraw", {
        token: intruder.token,
        body: {
          ...appBody.withdraw({
            coin_id: channel.coin_id,
            channel: channel.channel,
            address: intruder.wallet.address,
            amount: channel.min_amount,
          }),
          ...claims,
        },
      });
      expectRefused(out, "a withdrawal by a user holding nothing, naming another user in its body");
      const trade = await ctx.http.call("POST", "/api/exchange/exchange", {
        token: intruder.token,
        body: {
          ...appBody.exchange({
            from_coin_id: pair.from_coin_id,
            to_coin_id: pair.to_coin_id,
            amount: pair.amount,
          }),
          ...claims,
        },
      });
      expectRefused(trade, "an exchange by a user holding nothing, naming another user in its body");
      expect(
        (await snapshot(ctx.http, owner.token)) === before,
        "the named user's balances and bill are unchanged",
      );
    },
  },
];
