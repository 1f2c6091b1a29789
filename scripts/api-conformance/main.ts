// `npm run test:api -- --url <base> [--origin <app origin>] [--user-key <key>] [--admin-key <key>]`: holds any server
// to docs/openapi.yaml and the money and security rules the app relies on, over plain HTTP.
import { Http, RuleFailure } from "./http";
import { RunContext, Skip, type Rule } from "./rule";
import { formatSheet, type Result } from "./sheet";
import { contractRules } from "./rules/contract";
import { signInRules } from "./rules/signIn";
import { hostileRules } from "./rules/hostile";
import { pagingRules } from "./rules/paging";
import { idempotencyRules } from "./rules/idempotency";
import { raceRules } from "./rules/races";
import { moneyRules } from "./rules/money";
import { adminRules } from "./rules/admin";

const USAGE = `npm run test:api -- --url <base> [--origin <app origin>] [--user-key <key>] [--admin-key <key>]

  --url        the API server, e.g. https://api.staging.example.org
  --origin     the app's origin as the server knows it (default http://127.0.0.1:4173, npm run api's preview origin)
  --user-key   private key of a test user with USDT (runs paging, idempotency, races and money rules)
  --admin-key  private key of an admin (runs the admin calls, review and refund)

Without keys the rules that need none run and the rest are listed as skipped. The money rules move the test user's
funds: withdrawals are refused again by the admin when an admin key is given; exchanges stay.`;

interface Options {
  url: string;
  origin: string;
  userKey?: string;
  adminKey?: string;
}

function readArgs(argv: string[]): Options | string {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i]!, argv[i + 1]];
    if (!["--url", "--origin", "--user-key", "--admin-key"].includes(flag) || value === undefined)
      return `unknown or incomplete argument ${flag}\n\n${USAGE}`;
    values.set(flag, value);
  }
  const url = values.get("--url");
  if (!url) return USAGE;
  return {
    url: url.replace(/\/$/, ""),
    origin: values.get("--origin") ?? "http://127.0.0.1:4173",
    userKey: values.get("--user-key"),
    adminKey: values.get("--admin-key"),
  };
}

const RULES: Rule[] = [
  ...contractRules(),
  ...signInRules,
  ...hostileRules,
  ...pagingRules,
  ...idempotencyRules,
  ...raceRules,
  ...moneyRules,
  ...adminRules,
];

async function main(): Promise<number> {
  const options = readArgs(process.argv.slice(2));
  if (typeof options === "string") {
    console.error(options);
    return 2;
  }
  const http = new Http(options.url, options.origin);
  const ctx = new RunContext(http, { user: options.userKey, admin: options.adminKey });
  const have = { user: Boolean(options.userKey), admin: Boolean(options.adminKey) };
  const results: Result[] = [];
  for (const rule of RULES) {
    const missing = (rule.needs ?? []).filter((need) => !have[need]);
    if (missing.length) {
      results.push({
        ...rule,
        verdict: "skipped",
        reason: `needs ${missing.map((m) => `--${m}-key`).join(" and ")}`,
      });
      continue;
    }
    http.log.length = 0;
    try {
      await rule.run(ctx);
      results.push({ area: rule.area, name: rule.name, verdict: "passed" });
    } catch (error) {
      if (error instanceof Skip) {
        results.push({ area: rule.area, name: rule.name, verdict: "skipped", reason: error.message });
        continue;
      }
      const failure = error instanceof RuleFailure ? error : undefined;
      results.push({
        area: rule.area,
        name: rule.name,
        verdict: "failed",
        reason: error instanceof Error ? error.message : String(error),
        exchange: failure?.exchange ?? http.last,
      });
    }
  }
  console.log(formatSheet(options.url, results));
  return results.some((r) => r.verdict === "failed") ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
