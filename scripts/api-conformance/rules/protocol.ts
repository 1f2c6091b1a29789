import { expect, expectCode, type Rule, randomWallet } from "../rule";

const AREA = "HTTP: paths, methods, origins, hosts";
const NOT_FOUND = 10004;

/** Spellings of `/api/user/coins` that are not its path: each must be unknown, never a way around a rule on the path. */
export const ALIASES = [
  "/api/user/coins/",
  "/api/user/coins//",
  "//api/user/coins",
  "/api//user/coins",
  "/API/user/coins",
  "/api/User/coins",
  "/api/user/Coins",
  "/api/%75ser/coins",
  "/api/user/coin%73",
  "/api%2Fuser%2Fcoins",
  "/x/api/user/coins",
  "/x/../api/user/coins",
  "/api/./user/coins",
  "/api/user/./coins",
  "/api/x/../user/coins",
  "/api/user/coins/.",
  "/api/user/coins/x/..",
  "/%2e/api/user/coins",
  "/x/%2E%2E/api/user/coins",
  "/api/user/coins;x=1",
  "/api/user/coins%00",
  "/api/user/coins%20",
  "/api/user/coins.json",
  "/api\\user\\coins",
  "/api/user\\coins",
];

export const protocolRules: Rule[] = [
  {
    id: "routing-exact",
    area: AREA,
    name: "a path is matched exactly: aliases (case, slashes, percent-encoding, dot segments) answer 404 (10004)",
    operations: ["GET /api/user/coins"],
    catches: ["a route reached through an alias (trailing slash, case, percent-encoding, dot segments)"],
    async run(ctx) {
      // Signed in, so an alias that reached the route would answer 200 rather than 10039.
      const { token } = await ctx.fresh();
      expectCode(await ctx.http.call("GET", "/api/user/coins", { token }), 200, "the path itself");
      for (const path of ["/api/nowhere", ...ALIASES])
        expectCode(await ctx.http.call("GET", path, { token }), NOT_FOUND, path, 404);
    },
  },
  {
    id: "wrong-method",
    area: AREA,
    name: "a known path with another method answers 405 (10005)",
    operations: ["GET /api/public/coins"],
    catches: ["a call answered whatever its method"],
    async run(ctx) {
      expectCode(await ctx.http.call("GET", "/api/public/coins"), 200, "GET /api/public/coins");
      for (const method of ["PUT", "DELETE", "PATCH", "POST"])
        expectCode(
          await ctx.http.call(method, "/api/public/coins", { body: {} }),
          10005,
          `${method} /api/public/coins`,
          405,
        );
    },
  },
  {
    id: "cors",
    area: AREA,
    name: "CORS: the app's origin is allowed, another origin's preflight is refused (403, 10008) and its reads get no grant",
    operations: ["GET /api/public/coins"],
    catches: ["a foreign origin let through CORS"],
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
      const app = new URL(ctx.http.appOrigin);
      const otherPort = `${app.protocol}//${app.hostname}:${app.port === "8888" ? "8889" : "8888"}`;
      const otherScheme = `${app.protocol === "https:" ? "http:" : "https:"}//${app.host}`;
      for (const foreign of [
        "https://phishing.example",
        "null",
        `${app.origin}.phishing.example`,
        otherPort,
        otherScheme,
      ]) {
        const refused = await preflight(foreign);
        expectCode(refused, 10008, `the preflight of ${foreign}`, 403);
        expect(
          !refused.headers.get("access-control-allow-origin"),
          `no Access-Control-Allow-Origin for ${foreign}`,
          refused,
        );
        const read = await ctx.http.call("GET", "/api/public/coins", { origin: foreign });
        const granted = read.headers.get("access-control-allow-origin");
        expect(granted !== foreign && granted !== "*", `no CORS grant for ${foreign}`, read);
      }
    },
  },
  {
    id: "host-header",
    area: AREA,
    name: "a malformed Host header, or two of them, answers 400",
    operations: [],
    catches: ["a request with a forged or doubled Host taken (cache poisoning, links to another host)"],
    async run(ctx) {
      const tries: [string, [string, string][]][] = [
        ["Host: bad host:xx:yy", [["Host", "bad host:xx:yy"]]],
        [
          "two Host headers",
          [
            ["Host", new URL(ctx.http.base).host],
            ["Host", "phishing.example"],
          ],
        ],
      ];
      for (const [what, rawHeaders] of tries) {
        const answer = await ctx.http.call("GET", "/api/public/coins", { rawHeaders });
        expect(answer.status === 400, `${what}: HTTP 400, got ${answer.status}`, answer);
      }
    },
  },
  {
    id: "rpc-no-node-control",
    area: AREA,
    name: "/rpc, where there is one, runs no node-control method and no batch over 100 calls",
    operations: [],
    catches: ["a test node's controls open to anyone (set balances, move time)"],
    async run(ctx) {
      const probe = await ctx.http.call("POST", "/rpc", {
        body: { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
      });
      if (probe.status === 404) return; // no JSON-RPC on this host
      const address = randomWallet().address;
      for (const method of [
        "hardhat_setBalance",
        "evm_mine",
        "evm_increaseTime",
        "hardhat_impersonateAccount",
        "anvil_setBalance",
      ]) {
        const answer = await ctx.http.call<unknown>("POST", "/rpc", {
          body: { jsonrpc: "2.0", id: 1, method, params: [address, "0x1"] },
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
  {
    id: "no-shared-cache",
    area: AREA,
    name: "answers to a signed-in user are never for shared caches: Cache-Control no-store or private, never public",
    operations: ["GET /api/user/info", "GET /api/user/coins"],
    catches: ["a proxy or CDN serving one user's answer to another"],
    async run(ctx) {
      const { token } = await ctx.fresh();
      for (const path of ["/api/user/info", "/api/user/coins"]) {
        const answer = await ctx.http.call("GET", path, { token });
        const control = (answer.headers.get("cache-control") ?? "").toLowerCase();
        expect(
          /no-store|private/.test(control) && !/public|s-maxage/.test(control),
          `${path}: Cache-Control "${control}"`,
          answer,
        );
      }
    },
  },
];
