import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { documentedOperations, operationOf } from "../operations";
import { allRules } from "../rules/all";
// The catalogue is plain data in an .mjs module (run.mjs, a Node script, reads it too).
import { mutants } from "./mutants.mjs";

const rules = allRules();

describe("the mutant catalogue that proves npm run test:api", () => {
  it("holds at least 30 mutants, each with its own id, a defect and at least one edit", () => {
    expect(mutants.length).toBeGreaterThanOrEqual(30);
    expect(new Set(mutants.map((m) => m.id)).size).toBe(mutants.length);
    for (const mutant of mutants) {
      expect(mutant.defect.length, mutant.id).toBeGreaterThan(10);
      expect(mutant.edits.length, mutant.id).toBeGreaterThan(0);
    }
  });

  it("still applies to the source: each edit's text occurs exactly once in its file", () => {
    for (const mutant of mutants)
      for (const edit of mutant.edits) {
        const source = readFileSync(edit.file, "utf8");
        expect(source.split(edit.find).length - 1, `${mutant.id}: ${edit.file}`).toBe(1);
        expect(edit.replace, mutant.id).not.toBe(edit.find);
      }
  });

  it("names an existing rule for each mutant, and every rule is written against at least one mutant", () => {
    const ids = new Set(rules.map((r) => r.id));
    for (const mutant of mutants) expect(ids.has(mutant.rule), `${mutant.id} → ${mutant.rule}`).toBe(true);
    const targeted = new Set(mutants.map((m) => m.rule));
    const without = rules.filter((r) => !targeted.has(r.id)).map((r) => r.id);
    expect(without, "rules that no mutant proves").toEqual([]);
  });

  it("covers every area the issue names", () => {
    const areas = new Set(mutants.map((m) => m.area));
    for (const area of [
      "sign-in",
      "sessions",
      "authorization",
      "money",
      "idempotency",
      "races",
      "paging",
      "http",
    ])
      expect(areas.has(area), area).toBe(true);
  });
});

describe("the rules' own declarations", () => {
  const operations = documentedOperations();

  it("have unique ids, and say what they catch", () => {
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.id, rule.name).toMatch(/^[a-z0-9-]+$/);
      expect(rule.catches.length, rule.id).toBeGreaterThan(0);
    }
  });

  it("name only documented operations", () => {
    for (const rule of rules)
      for (const op of rule.operations) {
        const [method, path] = op.split(" ");
        expect(operationOf(operations, method!, path!.replace(/\{\w+\}/g, "1")), `${rule.id}: ${op}`).toBe(
          op,
        );
      }
  });
});
