import { openApiDocument, type OpenApiOperation } from "../../../mocks/hosts/http/openapiDocument";
import { units } from "../../../src/lib/money/units";
import { RuleFailure } from "../http";
import type { Account, Rule, RunContext } from "../rule";
import { expect, expectCode, expectDocumented, expectRefused } from "../rule";
import { balanceOf } from "./funds";

const AREA = "Every call: envelope and schema";
const TOKEN_INVALID = 10039;

type Access = "public" | "user" | "admin";

interface Call {
  method: "GET" | "POST";
  path: string;
  access: Access;
  /** Query values a call cannot go without, found from other calls' answers. */
  query?: (ctx: RunContext, account?: Account) => Promise<string | null>;
}

async function first<T>(ctx: RunContext, path: string, token?: string): Promise<T | undefined> {
  const answer = await ctx.http.call<T[] | { list: T[] }>("GET", path, { token });
  const data = answer.envelope?.data;
  return Array.isArray(data) ? data[0] : data?.list?.[0];
}

/** Values for the calls that need some: a coin and channel that exist, an id of the caller's own. */
const REQUIRED_QUERY: Record<string, Call["query"]> = {
  "/api/user/coin_address": async (ctx, account) => {
    const protocol = await first<{ coin_id: number; channels: { channel: string }[] }>(
      ctx,
      "/api/user/coin_protocol",
      account?.token,
    );
    const channel = protocol?.channels[0]?.channel;
    return protocol && channel ? `coin_id=${protocol.coin_id}&channel=${encodeURIComponent(channel)}` : null;
  },
  "/api/public/kline": async (ctx) => {
    const coin = await first<{ coin_id: number }>(ctx, "/api/public/coins");
    return coin ? `coin_id=${coin.coin_id}` : null;
  },
  "/api/admin/user": async (_ctx, account) =>
    account ? `address=${encodeURIComponent(account.wallet.address)}` : null,
  "/api/node/detail": async (ctx, account) => {
    const record = await first<{ id: number }>(ctx, "/api/node/records", account?.token);
    return record ? `id=${record.id}` : null;
  },
};

/** Every documented call a real backend has (demo-only calls aside), with who may make it. */
export function documentedCalls(): Call[] {
  const calls: Call[] = [];
  for (const [path, operations] of Object.entries(openApiDocument().paths)) {
    for (const method of ["get", "post"] as const) {
      const op = operations[method] as
        (OpenApiOperation & { security?: unknown[]; tags?: string[] }) | undefined;
      if (!op || op["x-demo-only"]) continue;
      const access: Access =
        op.security?.length === 0 ? "public" : op.tags?.includes("admin") ? "admin" : "user";
      calls.push({
        method: method.toUpperCase() as Call["method"],
        path,
        access,
        query: REQUIRED_QUERY[path],
      });
    }
  }
  return calls;
}

/** A concrete path for a template: `{id}` of a record that cannot exist, `{type}` 1, `{count}` 1. */
function concrete(path: string): string {
  return path.replace("{id}", "999999").replace("{type}", "1").replace("{count}", "1");
}

const gets = () => documentedCalls().filter((c) => c.method === "GET" && !c.path.includes("{"));
const protectedCalls = () => documentedCalls().filter((c) => c.access !== "public");
const key = (c: Call) => `${c.method} ${c.path}`;

export const contractRules: Rule[] = [
  {
    id: "schema-every-get",
    area: AREA,
    name: "every documented GET answers the envelope and the document's schema: for a new user, the funded user and the admin",
    operations: gets().map(key),
    catches: ["an answer the app cannot read (a field missing, of another type, or a float for money)"],
    async run(ctx) {
      const failures: string[] = [];
      let lastFailed;
      for (const call of gets()) {
        const accounts: (Account | undefined)[] =
          call.access === "public"
            ? [undefined]
            : call.access === "admin"
              ? ctx.has("admin")
                ? [await ctx.admin()]
                : []
              : [await ctx.fresh(), ...(ctx.has("user") ? [await ctx.user()] : [])];
        for (const account of accounts) {
          const query = call.query ? await call.query(ctx, account) : "";
          if (query === null) continue;
          const answer = await ctx.http.call("GET", `${call.path}${query ? `?${query}` : ""}`, {
            token: account?.token,
          });
          try {
            expectDocumented(answer);
            expectCode(answer, 200, `GET ${call.path}`);
          } catch (error) {
            failures.push((error as Error).message);
            lastFailed = answer;
          }
        }
      }
      if (failures.length) throw new RuleFailure(failures.join("\n"), lastFailed);
    },
  },
  {
    id: "token-required",
    area: AREA,
    name: "every protected call, GET and POST, refuses a missing or forged token with 10039",
    operations: protectedCalls().map(key),
    catches: ["a call that works without signing in"],
    async run(ctx) {
      for (const call of protectedCalls()) {
        for (const token of [undefined, "f".repeat(64)]) {
          const path = concrete(call.path);
          // With no body, as the app sends most of its POSTs: the token is checked before anything else.
          const answer = await ctx.http.call(call.method, path, { token });
          expect(
            answer.envelope?.code === TOKEN_INVALID,
            `${call.method} ${path} ${token ? "with a forged token" : "without a token"}: expected 10039`,
            answer,
          );
          expectDocumented(answer);
        }
      }
    },
  },
  {
    id: "token-exact",
    area: AREA,
    name: "only a whole, exact token signs a request: a prefix, an extension, another case or a placeholder answers 10039",
    operations: ["GET /api/user/info"],
    catches: [
      "a token matched loosely (by prefix, case or pattern)",
      "a token taken from the URL or a cookie",
    ],
    async run(ctx) {
      const { token } = await ctx.fresh();
      expectCode(await ctx.http.call("GET", "/api/user/info", { token }), 200, "the token itself");
      const near = [
        token.slice(0, 1),
        token.slice(0, 8),
        token.slice(0, -1),
        `${token}0`,
        token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
        `${token.slice(0, 16)}%`,
        "*",
        "%",
        "null",
        "undefined",
        "Bearer",
        "Bearer ",
      ];
      for (const guess of near) {
        const answer = await ctx.http.call("GET", "/api/user/info", { token: guess });
        expectCode(
          answer,
          TOKEN_INVALID,
          `Authorization: ${JSON.stringify(guess.length > 20 ? `${guess.slice(0, 20)}…` : guess)}`,
        );
      }
      // The token travels in the Authorization header only: not in the URL (logs, Referer, history), not in a cookie.
      for (const [where, path, headers] of [
        ["?token=", `/api/user/info?token=${token}`, {}],
        ["?access_token=", `/api/user/info?access_token=${token}`, {}],
        ["a cookie", "/api/user/info", { Cookie: `token=${token}` }],
      ] as const) {
        const answer = await ctx.http.call("GET", path, { headers });
        expectCode(answer, TOKEN_INVALID, `the token in ${where}, with no Authorization header`);
      }
    },
  },
  {
    id: "checkin-once-a-day",
    area: AREA,
    name: "POST /api/check_in/do counts once a day: the second is refused and pays nothing",
    operations: ["POST /api/check_in/do", "GET /api/check_in/info"],
    catches: ["a daily reward paid twice", "a reward other than the one offered"],
    async run(ctx) {
      const { token } = await ctx.fresh();
      const offer = await ctx.http.call<{ next_reward: string; coin_id: number }>(
        "GET",
        "/api/check_in/info",
        {
          token,
        },
      );
      expectCode(offer, 200, "the check-in info");
      const done = await ctx.http.call("POST", "/api/check_in/do", { token });
      expectDocumented(done);
      expectCode(done, 200, "the first check-in of the day");
      const paid = await balanceOf(ctx.http, token, offer.envelope.data.coin_id);
      expect(
        paid === units(offer.envelope.data.next_reward),
        `it paid the reward offered, ${offer.envelope.data.next_reward}`,
      );
      const coins = async () =>
        JSON.stringify((await ctx.http.call("GET", "/api/user/coins", { token })).envelope);
      const before = await coins();
      const again = await ctx.http.call("POST", "/api/check_in/do", { token });
      expectDocumented(again);
      expectRefused(again, "a second check-in the same day");
      expect((await coins()) === before, "the second check-in paid nothing");
      const info = await ctx.http.call<{ checked_today: boolean }>("GET", "/api/check_in/info", { token });
      expect(info.envelope?.data?.checked_today === true, "the info says checked in today", info);
    },
  },
];
