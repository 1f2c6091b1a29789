// `npm run test:api -- --url <base> [options]`: holds any server to docs/openapi.yaml and the money and security rules
// the app relies on, over plain HTTP. start.mjs builds this file and calls `cli`; the mutation runner calls `runSuite`
// once per mutant in its own process, so the suite is loaded (and its schemas compiled) once.
import { writeFileSync } from "node:fs";
import { Http, RuleFailure } from "./http";
import { readArgs, isLoopback, USAGE, type Options } from "./args";
import { documentedOperations, operationOf } from "./operations";
import { RunContext, Skip } from "./rule";
import { allRules } from "./rules/all";
import { coverByOperation, formatSheet, reportJson, type OperationCover, type Result } from "./sheet";

/** Runs every rule against `options.url`: what each found, and what that certifies per operation. */
export async function runSuite(options: Options): Promise<{ results: Result[]; cover: OperationCover[] }> {
  const http = new Http(options.url, options.origin);
  const moneyAllowed = options.allowMoney || isLoopback(options.url);
  const ctx = new RunContext(
    http,
    { user: options.userKey, admin: options.adminKey },
    {
      chainId: options.chainId,
      maxWaitSeconds: options.maxWaitSeconds,
      moneyAllowed,
      otherOrigin: options.otherOrigin,
    },
  );
  const have = { user: Boolean(options.userKey), admin: Boolean(options.adminKey) };
  const operations = documentedOperations();
  let rules = allRules();
  if (options.first) {
    const first = rules.filter((r) => r.id === options.first);
    if (!first.length) throw new Error(`--first: no rule ${options.first}`);
    rules = [...first, ...rules.filter((r) => r.id !== options.first)];
  }
  const results: Result[] = [];
  for (const rule of rules) {
    const base = {
      id: rule.id,
      area: rule.area,
      name: rule.name,
      operations: rule.operations,
      catches: rule.catches,
    };
    const missing = (rule.needs ?? []).filter((need) => !have[need]);
    if (missing.length || (rule.money && !moneyAllowed)) {
      const reason = missing.length
        ? `needs ${missing.map((m) => `--${m}-key`).join(" and ")}`
        : "moves the test accounts' money on a host that is not loopback: give --allow-money to run it";
      results.push({ ...base, verdict: "skipped", reason });
      continue;
    }
    if (options.failFast && !ctx.clean) {
      results.push({ ...base, verdict: "skipped", reason: "not run: --fail-fast after a failure" });
      continue;
    }
    http.log.length = 0;
    try {
      await rule.run(ctx);
      // A rule that says it certifies an operation must have called it: the sheet would lie otherwise.
      const called = new Set(http.log.map((e) => operationOf(operations, e.method, e.path)));
      const uncalled = rule.operations.filter((op) => !called.has(op));
      if (uncalled.length) throw new Error(`suite defect: the rule never called ${uncalled.join(", ")}`);
      results.push({ ...base, verdict: "passed" });
    } catch (error) {
      if (error instanceof Skip) {
        results.push({ ...base, verdict: "skipped", reason: error.message });
        continue;
      }
      ctx.clean = false;
      const failure = error instanceof RuleFailure ? error : undefined;
      results.push({
        ...base,
        verdict: "failed",
        reason: error instanceof Error ? error.message : String(error),
        exchange: failure?.exchange ?? http.last,
      });
    }
  }
  http.close();
  return { results, cover: coverByOperation(operations, results) };
}

/** `npm run test:api`: prints the sheet; exit code 0 all passed, 1 a rule failed, 2 bad arguments. */
export async function cli(argv: string[]): Promise<number> {
  const options = readArgs(argv);
  if (typeof options === "string") {
    console.error(options);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const { results, cover } = await runSuite(options);
  console.log(formatSheet(options.url, results, cover));
  if (options.report) writeFileSync(options.report, reportJson(options.url, results, cover));
  return results.some((r) => r.verdict === "failed") ? 1 : 0;
}
