import { openApiDocument } from "../../../mocks/hosts/http/openapiDocument";
import { expect, expectCode, expectDocumented, Skip, type Rule, randomWallet } from "../rule";
import { balanceOf, SOMEWHERE, withdrawChannel } from "./funds";

const AREA = "Authorization: admin calls and other users' records";
const TOKEN_INVALID = 10039;
const FORBIDDEN = 10040;
const ADDRESS_INVALID = 10402;
const NOT_FOUND = 10407;

const lookUp = (address: string) => `/api/admin/user?address=${encodeURIComponent(address)}`;

/** Every documented admin GET, with a query it can be asked with. */
function adminGets(address: string): string[] {
  return Object.entries(openApiDocument().paths)
    .filter(
      ([path, ops]) =>
        !path.includes("{") && (ops.get as { tags?: string[] } | undefined)?.tags?.includes("admin"),
    )
    .map(([path]) => (path === "/api/admin/user" ? lookUp(address) : path));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const adminRules: Rule[] = [
  {
    id: "admin-reads-refuse-users",
    area: AREA,
    name: "every admin GET refuses a signed-in user who is not an admin with 10040",
    operations: adminGets("").map((p) => `GET ${p.replace(/\?.*$/, "")}`),
    catches: ["an admin page a user can read"],
    async run(ctx) {
      const user = await ctx.fresh();
      for (const path of adminGets(user.wallet.address)) {
        const answer = await ctx.http.call("GET", path, { token: user.token });
        expectDocumented(answer);
        expectCode(answer, FORBIDDEN, `GET ${path} as a user`);
      }
    },
  },
  {
    id: "admin-writes-refuse-users",
    area: AREA,
    name: "no admin write works for a user (10040) or without a token (10039): credit, approve, reject; nothing changes",
    operations: [
      "POST /api/admin/balance",
      "POST /api/admin/withdraw/{id}/approve",
      "POST /api/admin/withdraw/{id}/reject",
    ],
    catches: ["a user who credits themselves or reviews withdrawals"],
    async run(ctx) {
      const user = await ctx.fresh();
      // A pending withdrawal of the funded user's to review, when there is one; else any id.
      let id = 1;
      let pendingOf: string | undefined;
      if (ctx.has("user") && ctx.has("admin") && ctx.settings.moneyAllowed) {
        const funded = await ctx.user();
        const channel = await withdrawChannel(ctx.http, funded.token);
        const made = await ctx.http.call<{ id: number }>("POST", "/api/exchange/withdraw", {
          token: funded.token,
          body: {
            coin_id: channel.coin_id,
            channel: channel.channel,
            address: SOMEWHERE,
            amount: channel.min_amount,
          },
        });
        expectCode(made, 200, "a withdrawal to review");
        id = made.envelope.data.id;
        pendingOf = funded.token;
      }
      try {
        const credit = { address: user.wallet.address, coin_id: 1, amount: "1000", reason: "conformance" };
        for (const [who, token, code] of [
          ["a user", user.token, FORBIDDEN],
          ["no token", undefined, TOKEN_INVALID],
        ] as const) {
          const answer = await ctx.http.call("POST", "/api/admin/balance", { token, body: credit });
          expectDocumented(answer);
          expectCode(answer, code, `POST /api/admin/balance as ${who}`);
          for (const action of ["approve", "reject"]) {
            const review = await ctx.http.call("POST", `/api/admin/withdraw/${id}/${action}`, {
              token,
            });
            expectDocumented(review);
            expectCode(review, code, `POST /api/admin/withdraw/${id}/${action} as ${who}`);
          }
        }
        expect((await balanceOf(ctx.http, user.token, 1)) === 0n, "the user credited nothing to itself");
        if (pendingOf) {
          const logs = await ctx.http.call<{ list: { id: number; status: string }[] }>(
            "GET",
            "/api/user/withdraw/logs?count=50",
            { token: pendingOf },
          );
          const status = logs.envelope.data.list.find((w) => w.id === id)?.status;
          expect(status === "pending", `the withdrawal is still pending, not ${status}`, logs);
        }
      } finally {
        if (pendingOf)
          await ctx.http.call("POST", `/api/admin/withdraw/${id}/reject`, {
            token: (await ctx.admin()).token,
          });
      }
    },
  },
  {
    id: "records-of-others",
    area: AREA,
    name: "another user's records are not found by id: a node order, a stake",
    needs: ["user"],
    operations: ["GET /api/node/detail", "GET /api/n_f_t/stake/detail/{id}"],
    catches: ["another user's record read by its id"],
    async run(ctx) {
      const owner = await ctx.user();
      const stranger = await ctx.fresh();
      const order = await ctx.http.call<{ list: { id: number }[] }>("GET", "/api/node/records", {
        token: owner.token,
      });
      const stakes = await ctx.http.call<{ list: { token_id: number }[] }>("GET", "/api/n_f_t/stake/record", {
        token: owner.token,
      });
      const orderId = order.envelope.data?.list[0]?.id;
      const tokenId = stakes.envelope.data?.list[0]?.token_id;
      if (orderId === undefined || tokenId === undefined)
        throw new Skip("the user has no node order or no stake");
      expectCode(
        await ctx.http.call("GET", `/api/node/detail?id=${orderId}`, { token: owner.token }),
        200,
        "the owner reads its node order",
      );
      const node = await ctx.http.call("GET", `/api/node/detail?id=${orderId}`, { token: stranger.token });
      expectDocumented(node);
      expectCode(node, NOT_FOUND, "another user's node order");
      expectCode(
        await ctx.http.call("GET", `/api/n_f_t/stake/detail/${tokenId}`, { token: owner.token }),
        200,
        "the owner reads its stake",
      );
      const stake = await ctx.http.call("GET", `/api/n_f_t/stake/detail/${tokenId}`, {
        token: stranger.token,
      });
      expectDocumented(stake);
      expectCode(stake, NOT_FOUND, "another user's stake");
    },
  },
  {
    id: "admin-user-lookup",
    area: AREA,
    name: "GET /api/admin/user shows the admin a user's balances and ten latest bill entries as the user's own calls give them",
    needs: ["user", "admin"],
    operations: ["GET /api/admin/user"],
    catches: ["the admin shown another user's, or stale, figures"],
    async run(ctx) {
      const user = await ctx.user();
      const admin = await ctx.admin();
      const answer = await ctx.http.call<{ address: string; balances: unknown[]; bills: unknown[] }>(
        "GET",
        lookUp(user.wallet.address.toLowerCase()),
        { token: admin.token },
      );
      expectDocumented(answer);
      expectCode(answer, 200, "the lookup of the test user");
      const found = answer.envelope.data;
      expect(
        found.address === user.wallet.address,
        `address ${user.wallet.address}, got ${found.address}`,
        answer,
      );
      const coins = await ctx.http.call("GET", "/api/user/coins", { token: user.token });
      expect(
        same(found.balances, coins.envelope.data),
        "the balances are the user's GET /api/user/coins",
        answer,
      );
      const bill = await ctx.http.call<{ list: unknown[] }>("GET", "/api/user/coin_logs?count=10", {
        token: user.token,
      });
      expect(
        same(found.bills, bill.envelope.data.list),
        "the bill entries are the first page of 10 of the user's GET /api/user/coin_logs",
        answer,
      );
    },
  },
  {
    id: "admin-user-lookup-refusals",
    area: AREA,
    name: "GET /api/admin/user refuses an address nobody signed in with (10407) and a malformed one (10402)",
    needs: ["admin"],
    operations: ["GET /api/admin/user"],
    catches: ["a made-up or malformed address answered as a user"],
    async run(ctx) {
      const admin = await ctx.admin();
      const unknown = await ctx.http.call("GET", lookUp(randomWallet().address), {
        token: admin.token,
      });
      expectDocumented(unknown);
      expectCode(unknown, NOT_FOUND, "an address nobody signed in with");
      for (const bad of ["0x1234", `0x${"z".repeat(40)}`, ""]) {
        const answer = await ctx.http.call("GET", lookUp(bad), { token: admin.token });
        expectDocumented(answer);
        expectCode(answer, ADDRESS_INVALID, `the address "${bad}"`);
      }
    },
  },
];
