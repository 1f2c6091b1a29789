import { openApiDocument, type OpenApiOperation } from "../../../mocks/hosts/http/openapiDocument";
import type { Account, Need, Rule, RunContext } from "../rule";
import { expect, expectCode, expectDocumented, Skip } from "../rule";

const TOKEN_INVALID = 10039;

interface Call {
  path: string;
  access: "public" | "user" | "admin";
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

/** Every documented GET the app makes (demo-only calls and pictures aside), with who may make it. */
function documentedGets(): Call[] {
  const calls: Call[] = [];
  for (const [path, operations] of Object.entries(openApiDocument().paths)) {
    const get = operations.get as (OpenApiOperation & { security?: unknown[]; tags?: string[] }) | undefined;
    if (!get || get["x-demo-only"] || path.includes("{")) continue;
    const access = get.security?.length === 0 ? "public" : get.tags?.includes("admin") ? "admin" : "user";
    calls.push({ path, access, query: REQUIRED_QUERY[path] });
  }
  return calls;
}

/**
 * Each documented GET answers with the envelope and the document's schema, for the account it is for (a new user,
 * or the funded user and the admin when their keys are given, whose lists are not empty); a protected call without
 * a valid token answers 10039.
 */
export function contractRules(): Rule[] {
  const rules: Rule[] = documentedGets().map((call) => {
    const needs: Need[] = call.access === "admin" ? ["admin"] : [];
    return {
      area: "Every call: envelope and schema",
      name: `GET ${call.path}${call.access === "public" ? " (public)" : ""}`,
      needs,
      async run(ctx) {
        const accounts: (Account | undefined)[] =
          call.access === "public"
            ? [undefined]
            : call.access === "admin"
              ? [await ctx.admin()]
              : [await ctx.fresh(), ...(ctx.has("user") ? [await ctx.user()] : [])];
        for (const account of accounts) {
          const query = call.query ? await call.query(ctx, account) : "";
          if (query === null) {
            if (account === accounts.at(-1) && accounts.length === 1)
              throw new Skip("no record to ask about");
            continue;
          }
          const answer = await ctx.http.call("GET", `${call.path}${query ? `?${query}` : ""}`, {
            token: account?.token,
          });
          expectDocumented(answer);
          expectCode(answer, 200, `GET ${call.path}`);
        }
      },
    };
  });
  rules.push({
    area: "Every call: envelope and schema",
    name: "every protected GET refuses a missing or forged token with 10039",
    async run(ctx) {
      for (const call of documentedGets().filter((c) => c.access !== "public")) {
        for (const token of [undefined, "f".repeat(64)]) {
          const answer = await ctx.http.call("GET", call.path, { token });
          expect(answer.envelope?.code === TOKEN_INVALID, `${call.path} without a valid token`, answer);
          expectDocumented(answer);
        }
      }
    },
  });
  rules.push({
    area: "Every call: envelope and schema",
    name: "POST /api/check_in/do, then GET /api/check_in/info, as a new user",
    async run(ctx) {
      const { token } = await ctx.fresh();
      const done = await ctx.http.call("POST", "/api/check_in/do", { token, body: {} });
      expectDocumented(done);
      expectCode(done, 200, "the first check-in of the day");
      const again = await ctx.http.call("POST", "/api/check_in/do", { token, body: {} });
      expectDocumented(again);
      expect(again.envelope?.code !== 200, "a second check-in the same day is refused", again);
    },
  });
  return rules;
}
