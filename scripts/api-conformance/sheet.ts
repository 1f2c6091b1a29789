import type { Exchange } from "./http";

export type Verdict = "passed" | "failed" | "skipped";

export interface Result {
  area: string;
  name: string;
  verdict: Verdict;
  /** Why it failed or was skipped. */
  reason?: string;
  exchange?: Exchange;
}

function describeExchange(exchange: Exchange): string[] {
  const body = typeof exchange.body === "string" ? exchange.body : JSON.stringify(exchange.body);
  return [
    `      request:  ${exchange.method} ${exchange.path}${exchange.requestBody ? ` ${exchange.requestBody}` : ""}`,
    `      answer:   HTTP ${exchange.status} ${String(body).slice(0, 400)}`,
  ];
}

const MARK: Record<Verdict, string> = { passed: "PASS", failed: "FAIL", skipped: "SKIP" };

/** The sheet a backend team can hand on: each rule, its verdict, and the request that broke it. */
export function formatSheet(base: string, results: Result[]): string {
  const lines = [`API conformance of ${base} against docs/openapi.yaml`, ""];
  let area = "";
  for (const result of results) {
    if (result.area !== area) {
      area = result.area;
      lines.push(`${area}`);
    }
    lines.push(`  ${MARK[result.verdict]}  ${result.name}`);
    if (result.reason && result.verdict !== "passed")
      lines.push(`      ${result.reason.split("\n").join("\n      ")}`);
    if (result.exchange && result.verdict === "failed") lines.push(...describeExchange(result.exchange));
  }
  const count = (v: Verdict) => results.filter((r) => r.verdict === v).length;
  lines.push("", `${count("passed")} passed, ${count("failed")} failed, ${count("skipped")} skipped`);
  return lines.join("\n");
}
