import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./trackedFiles";

/**
 * No stylesheet defines a class that nothing uses (issue 21): styles sit beside their pages, and a class left behind
 * when markup changes is found here rather than by a reader wondering what it styles.
 */

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The classes a stylesheet's selectors name (comments and numbers such as `0.5rem` are not classes). */
export function definedClasses(css: string): string[] {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\{[^{}]*\}/g, "{}");
  return [...new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!))];
}

/**
 * The classes of `defined` that no source names: literally (`"tile"`, `className="tile soon"`), or through a
 * template that composes them (`` `badge-${tone}` `` uses every `badge-…`).
 */
export function unusedClasses(defined: string[], sources: string): string[] {
  const prefixes = [...sources.matchAll(/([\w-]+-)\$\{/g)].map((m) => m[1]!);
  return defined.filter(
    (name) =>
      !new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`).test(sources) &&
      !prefixes.some((prefix) => name.startsWith(prefix)),
  );
}

describe("stylesheets", () => {
  const files = walk(join(ROOT, "src"));
  const sources = [
    ...files.filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)),
    join(ROOT, "index.html"),
  ]
    .map((path) => readFileSync(path, "utf8"))
    .join("\n");

  it("define no class that nothing uses", () => {
    const unused = files
      .filter((path) => path.endsWith(".css"))
      .flatMap((path) =>
        unusedClasses(definedClasses(readFileSync(path, "utf8")), sources).map(
          (name) => `${relative(ROOT, path)}: .${name}`,
        ),
      );
    expect(unused).toEqual([]);
  });

  it("finds a class that is left behind, and counts one a template composes", () => {
    const css =
      ".card { padding: 0.5rem } .card-old { margin: 1.2em } .tone-good, .tone-bad:hover { color: red }";
    expect(definedClasses(css)).toEqual(["card", "card-old", "tone-good", "tone-bad"]);
    const code = 'const a = <div className="card" />; const b = `tone-${status}`;';
    expect(unusedClasses(definedClasses(css), code)).toEqual(["card-old"]);
  });
});
