import { describe, expect, it } from "vitest";
import { documentedOperations } from "./operations";
import { coverByOperation, formatSheet, reportJson, type Result } from "./sheet";

const result = (
  id: string,
  verdict: Result["verdict"],
  operations: string[],
  catches = [`defect of ${id}`],
) => ({
  id,
  area: "Area",
  name: `rule ${id}`,
  verdict,
  operations,
  catches,
  ...(verdict === "failed" ? { reason: "it broke" } : {}),
});

describe("the sheet by operation", () => {
  const operations = documentedOperations();
  const results: Result[] = [
    result("a", "passed", ["POST /api/exchange/withdraw", "GET /api/user/coins"]),
    result("b", "failed", ["POST /api/exchange/withdraw"]),
    result("c", "skipped", ["GET /api/admin/config"]),
    result("d", "passed", ["GET /api/user/coins"]),
  ];
  const cover = coverByOperation(operations, results);
  const of = (key: string) => cover.find((c) => c.operation === key)!;

  it("says per operation whether its rules passed, one failed, none ran, or none exists", () => {
    expect(of("GET /api/user/coins").verdict).toBe("certified");
    expect(of("POST /api/exchange/withdraw").verdict).toBe("failed");
    expect(of("GET /api/admin/config").verdict).toBe("not run");
    expect(of("GET /api/public/kline").verdict).toBe("uncertified");
  });

  it("lists what the rules that ran catch, not what skipped ones would", () => {
    expect(of("GET /api/user/coins").catches).toEqual(["defect of a", "defect of d"]);
    expect(of("GET /api/admin/config").catches).toEqual([]);
  });

  it("prints every documented operation, and writes the same as JSON", () => {
    const text = formatSheet("http://api.test", results, cover);
    for (const { key } of operations) expect(text).toContain(key);
    expect(text).toContain("FAIL  POST /api/exchange/withdraw (2 rules)");
    expect(text).toContain("none  GET /api/public/kline");
    const json = JSON.parse(reportJson("http://api.test", results, cover));
    expect(json.summary).toEqual({ passed: 2, failed: 1, skipped: 1 });
    expect(json.operations).toHaveLength(operations.length);
    expect(json.rules.find((r: { id: string }) => r.id === "b").reason).toBe("it broke");
  });
});
