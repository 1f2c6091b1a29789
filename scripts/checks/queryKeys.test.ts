import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./trackedFiles";

/**
 * Every cache key is built in src/api/queryKeys.ts (issue 31): a key written in a page could leave its family
 * (src/api/changes.ts makes families stale by prefix) and a change would then miss it. Elsewhere a key is named
 * (`keys.coins`, `keys.withdrawRecord(id)`), never written out as an array or spread from another key.
 */

const HOME = "src/api/queryKeys.ts";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** `queryKey: [` and `queryKey={[` (an array written as a key), and `[...keys.` (a key spread into one). */
const BUILT_HERE = [/\bqueryKey\s*(:|=\s*\{)\s*\[/g, /\[\s*\.\.\.\s*keys\./g];

/** Where `source` builds a key, as "line: text". Comments count too: an example in one is copied. */
export function keysBuilt(source: string): string[] {
  return BUILT_HERE.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((m) => {
      const line = source.slice(0, m.index).split("\n").length;
      return `${line}: ${source.split("\n")[line - 1]!.trim()}`;
    }),
  );
}

describe("query keys", () => {
  it(`are built in ${HOME} only`, () => {
    // Tests build keys to check what the app builds; they are not the app.
    const built = walk(join(ROOT, "src"))
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
      .filter((path) => relative(ROOT, path) !== HOME)
      .flatMap((path) =>
        keysBuilt(readFileSync(path, "utf8")).map((hit) => `${relative(ROOT, path)}:${hit}`),
      );
    expect(built).toEqual([]);
  });

  it("finds a key written in a page, in an attribute, across lines, or spread from a family", () => {
    expect(keysBuilt("useQuery({ queryKey: [...keys.coins, id], queryFn })")).toHaveLength(2);
    expect(keysBuilt('<List queryKey={["me", "team"]} />')).toEqual([
      '1: <List queryKey={["me", "team"]} />',
    ]);
    expect(keysBuilt("useQuery({\n  queryKey:\n    [\n      'x']})")).toEqual(["2: queryKey:"]);
    expect(keysBuilt("const key = [ ...keys.bill, filters ];")).toHaveLength(1);
  });

  it("lets a key be named", () => {
    expect(keysBuilt("useQuery({ queryKey: keys.withdrawRecord(id), queryFn })")).toEqual([]);
    expect(keysBuilt("useQuery(withdrawRecordQuery(id)); <List queryKey={keys.teamMembers} />")).toEqual([]);
  });
});
