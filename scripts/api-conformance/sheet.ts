import type { Exchange } from "./http";
import type { Operation } from "./operations";

export type Verdict = "passed" | "failed" | "skipped";

export interface Result {
  id: string;
  area: string;
  name: string;
  verdict: Verdict;
  /** Why it failed or was skipped. */
  reason?: string;
  exchange?: Exchange;
  /** The operations it certifies, and the kinds of defect it catches (rule.ts). */
  operations: string[];
  catches: string[];
}

/** One documented operation: the rules that certify it and what they catch, or nothing. */
export interface OperationCover {
  operation: string;
  /** "certified": every rule passed; "failed": one did not; "not run": all skipped; "uncertified": no rule. */
  verdict: "certified" | "failed" | "not run" | "uncertified";
  rules: { id: string; verdict: Verdict }[];
  catches: string[];
}

export function coverByOperation(operations: Operation[], results: Result[]): OperationCover[] {
  return operations.map(({ key }) => {
    const rules = results.filter((r) => r.operations.includes(key));
    const ran = rules.filter((r) => r.verdict !== "skipped");
    const verdict = !rules.length
      ? "uncertified"
      : ran.some((r) => r.verdict === "failed")
        ? "failed"
        : ran.length
          ? "certified"
          : "not run";
    return {
      operation: key,
      verdict,
      rules: rules.map((r) => ({ id: r.id, verdict: r.verdict })),
      catches: [...new Set(ran.flatMap((r) => r.catches))].sort(),
    };
  });
}

function describeExchange(exchange: Exchange): string[] {
  const body = typeof exchange.body === "string" ? exchange.body : JSON.stringify(exchange.body);
  return [
    `      request:  ${exchange.method} ${exchange.path}${exchange.requestBody ? ` ${exchange.requestBody}` : ""}`,
    `      answer:   HTTP ${exchange.status} ${String(body).slice(0, 400)}`,
  ];
}

const MARK: Record<Verdict, string> = { passed: "PASS", failed: "FAIL", skipped: "SKIP" };
const COVER_MARK: Record<OperationCover["verdict"], string> = {
  certified: "ok  ",
  failed: "FAIL",
  "not run": "skip",
  uncertified: "none",
};

/** The sheet a backend team can hand on: each rule, its verdict and the request that broke it; then each operation. */
export function formatSheet(base: string, results: Result[], cover: OperationCover[]): string {
  const lines = [`API conformance of ${base} against docs/openapi.yaml`, ""];
  let area = "";
  for (const result of results) {
    if (result.area !== area) {
      area = result.area;
      lines.push(`${area}`);
    }
    lines.push(`  ${MARK[result.verdict]}  ${result.name}  [${result.id}]`);
    if (result.reason && result.verdict !== "passed")
      lines.push(`      ${result.reason.split("\n").join("\n      ")}`);
    if (result.exchange && result.verdict === "failed") lines.push(...describeExchange(result.exchange));
  }
  lines.push(
    "",
    "By operation: what the passed rules certify (ok), what a failed rule found (FAIL), what was not run (skip) and",
    "what no rule checks (none)",
  );
  for (const op of cover) {
    const rules = op.rules.length ? ` (${op.rules.length} rule${op.rules.length === 1 ? "" : "s"})` : "";
    lines.push(`  ${COVER_MARK[op.verdict]}  ${op.operation}${rules}`);
    if (op.catches.length) lines.push(`        catches: ${op.catches.join("; ")}`);
  }
  const count = (v: Verdict) => results.filter((r) => r.verdict === v).length;
  const uncovered = cover.filter((c) => c.verdict === "uncertified").length;
  lines.push(
    "",
    `${count("passed")} passed, ${count("failed")} failed, ${count("skipped")} skipped; ` +
      `${cover.length - uncovered} of ${cover.length} operations have rules`,
  );
  return lines.join("\n");
}

/** The same sheet as data (`--report <file>`), for a team's own tracking. */
export function reportJson(base: string, results: Result[], cover: OperationCover[]): string {
  return JSON.stringify(
    {
      server: base,
      document: "docs/openapi.yaml",
      summary: {
        passed: results.filter((r) => r.verdict === "passed").length,
        failed: results.filter((r) => r.verdict === "failed").length,
        skipped: results.filter((r) => r.verdict === "skipped").length,
      },
      rules: results.map(({ exchange, ...rest }) => ({
        ...rest,
        ...(exchange
          ? {
              exchange: {
                request: `${exchange.method} ${exchange.path}`,
                requestBody: exchange.requestBody,
                status: exchange.status,
                answer: exchange.body,
              },
            }
          : {}),
      })),
      operations: cover,
    },
    null,
    2,
  );
}
