import { Wallet } from "ethers";
import { signIn } from "../http";
import { expect, expectCode, expectDocumented, expectRefused, type Rule, type RunContext } from "../rule";

const AREA = "Sessions: a token reads its own account only";
const TOKEN_INVALID = 10039;

/** The lists of a user's own (GETs answering `{ count, list }` that need no query value). */
const OWN_LISTS = [
  "/api/user/coin_logs",
  "/api/user/withdraw/logs",
  "/api/user/recharge/logs",
  "/api/exchange/exchange/logs",
  "/api/node/records",
  "/api/n_f_t/record",
  "/api/n_f_t/stake/record",
  "/api/n_f_t/stake/income/record",
  "/api/user_team/invite",
  "/api/user_team/team",
  "/api/user_team/invite-earnings",
];

async function info(ctx: RunContext, token: string) {
  return ctx.http.call<{ id: number; address: string }>("GET", "/api/user/info", { token });
}

export const sessionRules: Rule[] = [
  {
    id: "session-logout",
    area: AREA,
    name: "a token works as it is and with 'Bearer '; a logout revokes it (10039 afterwards)",
    operations: ["POST /api/user/logout", "GET /api/user/info"],
    catches: ["a logout that keeps the token alive"],
    async run(ctx) {
      const { token } = await ctx.fresh();
      expectCode(await info(ctx, token), 200, "the token as it is");
      expectCode(await info(ctx, `Bearer ${token}`), 200, "Bearer token");
      const out = await ctx.http.call("POST", "/api/user/logout", { token });
      expectDocumented(out);
      expectCode(out, 200, "logout");
      expectCode(await info(ctx, token), TOKEN_INVALID, "the revoked token");
      expectCode(await info(ctx, `Bearer ${token}`), TOKEN_INVALID, "the revoked token with 'Bearer '");
    },
  },
  {
    id: "session-same-user",
    area: AREA,
    name: "signing in again keeps the same user (one account per address), with a new token",
    operations: ["GET /api/user/info"],
    catches: ["a second account for one address", "the same token handed out twice"],
    async run(ctx) {
      const wallet = Wallet.createRandom() as unknown as Wallet;
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
    operations: ["GET /api/user/info", "GET /api/user/coins", ...OWN_LISTS.map((p) => `GET ${p}`)],
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
      for (const list of OWN_LISTS) {
        const answer = await ctx.http.call<{ count: number; list: unknown[] }>("GET", list, {
          token: b.token,
        });
        expectCode(answer, 200, list);
        expect(
          answer.envelope.data.count === 0 && answer.envelope.data.list.length === 0,
          `${list}: a new user's list is empty (another user's entries showed)`,
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
      const [first, second] = [
        Wallet.createRandom() as unknown as Wallet,
        Wallet.createRandom() as unknown as Wallet,
      ];
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
];
