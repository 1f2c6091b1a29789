import { randomUUID } from "node:crypto";
import { toDecimal, units } from "../../../src/lib/money/units";
import { appBody } from "../appBodies";
import {
  expect,
  expectCode,
  expectDocumented,
  expectRefused,
  Skip,
  type Account,
  type Rule,
  type RunContext,
} from "../rule";
import { adjust } from "./adminMoney";
import { balanceOf } from "./funds";

const AREA = "Invites, nodes, check-in, income";
const BIND = "POST /api/bind/invite";
const USDT = 1;

async function inviteCode(ctx: RunContext, account: Account): Promise<string> {
  const me = await ctx.http.call<{ invite_code: string }>("GET", "/api/user/info", { token: account.token });
  expectCode(me, 200, "the user's info");
  return me.envelope.data.invite_code;
}

function bind(ctx: RunContext, account: Account, code: string) {
  return ctx.http.call("POST", "/api/bind/invite", { token: account.token, body: { invite_code: code } });
}

async function credit(ctx: RunContext, account: Account, amount: string) {
  expectCode(
    await adjust(ctx, account.wallet.address, amount, "conformance"),
    200,
    `an admin credit of ${amount} USDT`,
  );
}

/** The cheapest node tier with stock. */
async function cheapestNode(ctx: RunContext) {
  const tiers = await ctx.http.call<{ type: number; price: string; coin_id: number; surplus: number }[]>(
    "GET",
    "/api/node/info",
  );
  const tier = (tiers.envelope.data ?? [])
    .filter((t) => t.surplus > 0 && t.coin_id === USDT)
    .sort((a, b) => (units(a.price) < units(b.price) ? -1 : 1))[0];
  if (!tier) throw new Skip("no node tier in USDT has stock");
  return tier;
}

export const featureRules: Rule[] = [
  {
    id: "invite-binding",
    area: AREA,
    name: "an inviter is bound once: not one's own code, not a code of one's own team (a cycle); codes match in any case",
    operations: [BIND, "GET /api/user/info"],
    catches: [
      "an inviter changed after binding (referral rewards redirected)",
      "one's own code or a cycle bound",
      "codes matched case-sensitively",
    ],
    async run(ctx) {
      const [a, b, c] = [await ctx.fresh(), await ctx.fresh(), await ctx.fresh()];
      const [codeA, codeB, codeC] = [
        await inviteCode(ctx, a),
        await inviteCode(ctx, b),
        await inviteCode(ctx, c),
      ];
      const own = await bind(ctx, a, codeA);
      expectDocumented(own);
      expectRefused(own, "binding one's own code");
      expectCode(
        await bind(ctx, a, codeB.toLowerCase()),
        200,
        "binding another's code, written in lower case",
      );
      const again = await bind(ctx, a, codeC);
      expectDocumented(again);
      expectRefused(again, "binding a second inviter");
      const cycle = await bind(ctx, b, codeA);
      expectRefused(cycle, "binding the code of one's own invitee (a cycle)");
      const info = await ctx.http.call<{ pid: number }>("GET", "/api/user/info", { token: a.token });
      const inviter = await ctx.http.call<{ id: number }>("GET", "/api/user/info", { token: b.token });
      expect(info.envelope.data.pid === inviter.envelope.data.id, "the first inviter is the one bound", info);
    },
  },
  {
    id: "node-needs-inviter",
    area: AREA,
    name: "a node needs a bound inviter: a user who can pay but has none is refused (10701) and keeps the money",
    needs: ["admin"],
    money: true,
    operations: ["POST /api/node/buy/{type}", "GET /api/node/info"],
    catches: ["a node sold without an inviter (no referral line to pay)"],
    async run(ctx) {
      const tier = await cheapestNode(ctx);
      const buyer = await ctx.fresh();
      await credit(ctx, buyer, tier.price);
      const answer = await ctx.http.call("POST", `/api/node/buy/${tier.type}`, {
        token: buyer.token,
        body: appBody.buyNode(randomUUID()),
      });
      expectDocumented(answer);
      expectCode(answer, 10701, "a node bought with no inviter bound");
      expect(
        (await balanceOf(ctx.http, buyer.token, USDT)) === units(tier.price),
        "the price stayed with the user",
      );
    },
  },
  {
    id: "idempotent-node",
    area: AREA,
    name: "a node bought twice with one request_id is one node; the id for another type is refused (10006)",
    needs: ["admin"],
    money: true,
    operations: ["POST /api/node/buy/{type}", "GET /api/node/records"],
    catches: [
      "a retried node purchase charged twice",
      "the node type left out of the request_id's fingerprint",
    ],
    async run(ctx) {
      const tier = await cheapestNode(ctx);
      const [inviter, buyer] = [await ctx.fresh(), await ctx.fresh()];
      expectCode(await bind(ctx, buyer, await inviteCode(ctx, inviter)), 200, "the buyer binds an inviter");
      // Twice the price: a second charge would go through if the request_id were not honoured.
      await credit(ctx, buyer, toDecimal(units(tier.price) * 2n));
      const body = appBody.buyNode(randomUUID());
      const buy = (type: number) =>
        ctx.http.call<{ id: number }>("POST", `/api/node/buy/${type}`, { token: buyer.token, body });
      const first = await buy(tier.type);
      expectCode(first, 200, "the node purchase");
      const again = await buy(tier.type);
      expectCode(again, 200, "the same purchase again");
      expect(
        JSON.stringify(again.envelope.data) === JSON.stringify(first.envelope.data),
        "the same order",
        again,
      );
      const other = await buy(tier.type === 1 ? 2 : 1);
      expectDocumented(other);
      expectCode(other, 10006, "the request_id again for another node type");
      const records = await ctx.http.call<{ count: number }>("GET", "/api/node/records", {
        token: buyer.token,
      });
      expect(records.envelope.data.count === 1, "one node order", records);
      expect((await balanceOf(ctx.http, buyer.token, USDT)) === units(tier.price), "charged once");
    },
  },
  {
    id: "claim-income-once",
    area: AREA,
    name: "receiving stake income pays what is available, exactly once, and nothing still being released",
    needs: ["user"],
    money: true,
    operations: ["POST /api/n_f_t/reward", "GET /api/n_f_t/stake/income"],
    catches: ["income paid before it is released", "income paid again on every claim"],
    async run(ctx) {
      const { token } = await ctx.user();
      const income = await ctx.http.call<{ available: string; to_be_released: string; coin_id: number }>(
        "GET",
        "/api/n_f_t/stake/income",
        { token },
      );
      const { available, to_be_released, coin_id } = income.envelope.data;
      if (units(available) === 0n) throw new Skip("the user has no income available to receive");
      const before = await balanceOf(ctx.http, token, coin_id);
      const claim = await ctx.http.call<{ amount: string }>("POST", "/api/n_f_t/reward", {
        token,
        body: { params: { request_id: randomUUID() } },
      });
      expectDocumented(claim);
      expectCode(claim, 200, "receiving the available income");
      expect(units(claim.envelope.data.amount) === units(available), `received ${available}`, claim);
      expect(
        (await balanceOf(ctx.http, token, coin_id)) === before + units(available),
        "the balance grew by it",
      );
      const after = await ctx.http.call<{ available: string; to_be_released: string }>(
        "GET",
        "/api/n_f_t/stake/income",
        { token },
      );
      expect(units(after.envelope.data.available) === 0n, "nothing is available any more", after);
      expect(
        units(after.envelope.data.to_be_released) === units(to_be_released),
        "what is being released was not touched",
        after,
      );
      const again = await ctx.http.call("POST", "/api/n_f_t/reward", {
        token,
        body: { params: { request_id: randomUUID() } },
      });
      expectRefused(again, "a second claim with nothing available");
      expect((await balanceOf(ctx.http, token, coin_id)) === before + units(available), "paid once");
    },
  },
];
