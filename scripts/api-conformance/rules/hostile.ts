import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { Wallet } from "ethers";
import type { Http } from "../http";
import { expect, expectCode, expectDocumented, type Account, type Rule, type RunContext } from "../rule";

const AREA = "Hostile input: refused, and nothing changed";
const BAD_REQUEST = 10001;

/** What a refused request must leave as it was: balances, withdrawals and the bill. */
async function snapshot(http: Http, token: string): Promise<string> {
  const parts = await Promise.all(
    ["/api/user/coins", "/api/user/withdraw/logs?count=50", "/api/user/coin_logs?count=50"].map(
      async (path) => JSON.stringify((await http.call("GET", path, { token })).envelope?.data),
    ),
  );
  return parts.join("\n");
}

/** The funded user when given (a refusal then cannot be for want of money), else a new one. */
function someone(ctx: RunContext): Promise<Account> {
  return ctx.has("user") ? ctx.user() : ctx.fresh();
}

const ADDRESS = Wallet.createRandom().address;

async function withdrawBodies(ctx: RunContext, token: string) {
  const protocol = await ctx.http.call<{ coin_id: number; channels: { channel: string }[] }[]>(
    "GET",
    "/api/user/coin_protocol?type=withdraw",
    { token },
  );
  const coin = protocol.envelope.data[0]!;
  const good = { coin_id: coin.coin_id, channel: coin.channels[0]!.channel, address: ADDRESS, amount: "10" };
  const bad: [string, Record<string, unknown>][] = [];
  for (const amount of [
    "-1",
    "0",
    "1e2",
    "abc",
    "",
    " 5",
    "0x10",
    "1,000",
    "1.1234567890123456789",
    null,
    [],
    {},
  ])
    bad.push([`amount ${JSON.stringify(amount)}`, { ...good, amount }]);
  const zero = `0x${"0".repeat(40)}`;
  const badChecksum = ADDRESS.replace(/[a-f]/, (c) => c.toUpperCase()).replace(/[A-F]/, (c) =>
    c.toLowerCase(),
  );
  for (const address of ["0x123", zero, badChecksum === ADDRESS ? "0xZZ" : badChecksum, "", 5])
    bad.push([`address ${JSON.stringify(address)}`, { ...good, address }]);
  for (const coin_id of [-1, 0, 1.5, "1; DROP TABLE", 99999999, null])
    bad.push([`coin_id ${JSON.stringify(coin_id)}`, { ...good, coin_id }]);
  for (const channel of [["BEP20"], 5, "", "NO-SUCH-CHANNEL"])
    bad.push([`channel ${JSON.stringify(channel)}`, { ...good, channel }]);
  return { good, bad };
}

export const hostileRules: Rule[] = [
  {
    area: AREA,
    name: "withdrawals with bad amounts, addresses, coin ids and channels",
    async run(ctx) {
      const { token } = await someone(ctx);
      const before = await snapshot(ctx.http, token);
      const { bad } = await withdrawBodies(ctx, token);
      for (const [what, body] of bad) {
        const answer = await ctx.http.call("POST", "/api/exchange/withdraw", { token, body });
        expectDocumented(answer);
        expect(answer.envelope?.code !== 200, `a withdrawal with ${what} is refused`, answer);
      }
      expect(
        (await snapshot(ctx.http, token)) === before,
        "balances, withdrawals and the bill are unchanged",
      );
    },
  },
  {
    area: AREA,
    name: "a JSON number past 2^53, malformed JSON and a body that is not an object (10001)",
    async run(ctx) {
      const { token } = await someone(ctx);
      const before = await snapshot(ctx.http, token);
      const { good } = await withdrawBodies(ctx, token);
      const raws = [
        JSON.stringify(good).replace('"amount":"10"', '"amount":9007199254740993'),
        JSON.stringify(good).replace('"coin_id":' + String(good.coin_id), '"coin_id":9007199254740993'),
        "{",
        "[1,2,3]",
        '"text"',
      ];
      for (const rawBody of raws) {
        const answer = await ctx.http.call("POST", "/api/exchange/withdraw", { token, rawBody });
        expectDocumented(answer);
        expectCode(answer, BAD_REQUEST, `the body ${rawBody.slice(0, 60)}`);
      }
      expect((await snapshot(ctx.http, token)) === before, "nothing changed");
    },
  },
  {
    area: AREA,
    name: "a body over 1 MB answers HTTP 413 (10007)",
    async run(ctx) {
      const { token } = await ctx.fresh();
      const rawBody = JSON.stringify({ invite_code: "x".repeat(1_100_000) });
      const answer = await ctx.http.call("POST", "/api/bind/invite", { token, rawBody });
      expectCode(answer, 10007, "an oversized body", 413);
    },
  },
  {
    area: AREA,
    name: "unknown and aliased paths answer 404 (10004); other methods 405 (10005)",
    async run(ctx) {
      for (const path of ["/api/nowhere", "/API/public/coins", "//api/public/coins", "/x/api/public/coins"])
        expectCode(await ctx.http.call("GET", path), 10004, path, 404);
      for (const method of ["PUT", "DELETE", "PATCH"])
        expectCode(
          await ctx.http.call(method, "/api/public/coins"),
          10005,
          `${method} /api/public/coins`,
          405,
        );
    },
  },
  {
    area: AREA,
    name: "CORS: the app's origin is allowed, another origin's preflight is refused (403, 10008)",
    async run(ctx) {
      const preflight = (origin: string) =>
        ctx.http.call("OPTIONS", "/api/user/info", {
          origin,
          headers: {
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "authorization",
          },
        });
      const ok = await preflight(ctx.http.appOrigin);
      expect(ok.status === 204 || ok.status === 200, "the app's preflight succeeds", ok);
      expect(
        ok.headers.get("access-control-allow-origin") === ctx.http.appOrigin,
        "it names the app's origin",
        ok,
      );
      expect(
        /authorization/i.test(ok.headers.get("access-control-allow-headers") ?? ""),
        "it allows Authorization",
        ok,
      );
      const refused = await preflight("https://phishing.example");
      expectCode(refused, 10008, "another origin's preflight", 403);
      expect(
        !refused.headers.get("access-control-allow-origin"),
        "no Access-Control-Allow-Origin for it",
        refused,
      );
      const read = await ctx.http.call("GET", "/api/public/coins", { origin: "https://phishing.example" });
      expect(
        read.headers.get("access-control-allow-origin") !== "https://phishing.example",
        "no CORS grant",
        read,
      );
    },
  },
  {
    area: AREA,
    name: "a malformed Host header answers 400",
    async run(ctx) {
      const url = new URL(ctx.http.base);
      const request = url.protocol === "https:" ? httpsRequest : httpRequest;
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            path: "/api/public/coins",
            headers: { Host: "bad host:xx:yy" },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", reject);
        req.end();
      });
      expect(status === 400, `HTTP ${status} for Host "bad host:xx:yy"`);
    },
  },
  {
    area: AREA,
    name: "/rpc, where there is one, runs no node-control method and no batch over 100 calls",
    async run(ctx) {
      const probe = await ctx.http.call("POST", "/rpc", {
        body: { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
      });
      if (probe.status === 404) return; // no JSON-RPC on this host
      for (const method of [
        "hardhat_setBalance",
        "evm_mine",
        "evm_increaseTime",
        "hardhat_impersonateAccount",
      ]) {
        const answer = await ctx.http.call<unknown>("POST", "/rpc", {
          body: { jsonrpc: "2.0", id: 1, method, params: [ADDRESS, "0x1"] },
        });
        const body = answer.body as { result?: unknown; error?: unknown } | null;
        expect(
          !body || body.result === undefined || body.error !== undefined,
          `${method} is refused`,
          answer,
        );
      }
      const batch = Array.from({ length: 101 }, (_, id) => ({ jsonrpc: "2.0", id, method: "eth_chainId" }));
      const big = await ctx.http.call("POST", "/rpc", { body: batch });
      const results = Array.isArray(big.body)
        ? big.body.filter((r: { result?: unknown }) => r.result !== undefined)
        : [];
      expect(results.length === 0, "a batch of 101 calls is refused as a whole", big);
    },
  },
];
