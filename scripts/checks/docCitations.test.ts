import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./trackedFiles";

/**
 * The repository explains itself: code cites the documents in docs/ (docs/product.md for the product), never the
 * specification outside the repository, and every citation leads to a file and heading that exist (issue 21).
 */

/** Where code lives, and what counts as code. */
const CODE_DIRS = ["src", "mocks", "e2e", "scripts", "test", "contracts"];
const CODE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sol|html)$/;
/** Generated or installed trees that are not the project's writing. */
const SKIP_DIRS = new Set(["node_modules", "artifacts", "cache", "typechain-types", "coverage", "dist"]);

/** The outside specification's file name, spelled so that this file does not cite it. */
const OUTSIDE_SPEC = ["SPEC", "md"].join(".");

function walk(dir: string, keep: (path: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...walk(path, keep));
    else if (keep(path)) found.push(path);
  }
  return found;
}

const codeFiles = CODE_DIRS.flatMap((dir) => walk(join(ROOT, dir), (path) => CODE_FILE.test(path)));
const markdownFiles = [join(ROOT, "README.md"), ...walk(join(ROOT, "docs"), (path) => path.endsWith(".md"))];
const docFiles = [...markdownFiles, ...walk(join(ROOT, "docs"), (path) => /\.ya?ml$/.test(path))];

const rel = (path: string) => relative(ROOT, path).split("\\").join("/");

/** GitHub's heading anchor: lower case, punctuation dropped (letters, digits, '-', '_' and spaces stay), spaces to '-'. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
    .replace(/ /g, "-");
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors of a Markdown file's headings (outside code fences), with GitHub's -1, -2 … for repeats. */
function anchorsOf(path: string): Set<string> {
  const cached = anchorCache.get(path);
  if (cached) return cached;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/`/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const base = slug(text);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  anchorCache.set(path, anchors);
  return anchors;
}

/** Why a citation of `target` (a path from the repository root, maybe with #anchor) does not resolve, or null. */
function brokenReason(target: string): string | null {
  const [file, anchor] = target.split("#") as [string, string | undefined];
  const path = join(ROOT, file);
  if (!existsSync(path)) return "no such file";
  if (anchor === undefined || anchor === "") return null;
  if (!file.endsWith(".md")) return "an anchor into a file that is not Markdown";
  return anchorsOf(path).has(anchor) ? null : `no heading with anchor #${anchor}`;
}

interface Citation {
  from: string;
  line: number;
  target: string;
}

/** Every `docs/….md` citation in a file's text (with its anchor, when it has one). */
function citationsIn(path: string): Citation[] {
  const found: Citation[] = [];
  readFileSync(path, "utf8")
    .split("\n")
    .forEach((text, index) => {
      for (const match of text.matchAll(/(?<![\w./-])docs\/[\w./-]+?\.md(?:#[\w-]+)?/g)) {
        found.push({ from: rel(path), line: index + 1, target: match[0] });
      }
    });
  return found;
}

/** Relative Markdown links to other Markdown files (`[text](product.md#roles)`), resolved from the linking file. */
function markdownLinksIn(path: string): Citation[] {
  const found: Citation[] = [];
  readFileSync(path, "utf8")
    .split("\n")
    .forEach((text, index) => {
      for (const match of text.matchAll(/\]\(([^)\s]+?\.md)(#[^)\s]*)?\)/g)) {
        const target = match[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        const file = rel(normalize(join(dirname(path), target)));
        found.push({ from: rel(path), line: index + 1, target: `${file}${match[2] ?? ""}` });
      }
      // A link to a heading of the same file.
      for (const match of text.matchAll(/\]\((#[^)\s]+)\)/g)) {
        found.push({ from: rel(path), line: index + 1, target: `${rel(path)}${match[1]}` });
      }
    });
  return found;
}

const broken = (citations: Citation[]) =>
  citations
    .map((c) => ({ ...c, reason: brokenReason(c.target) }))
    .filter((c) => c.reason !== null)
    .map((c) => `${c.from}:${c.line} ${c.target}: ${c.reason}`);

describe("citations of the product's rules", () => {
  it("finds the code and the documents it checks", () => {
    expect(codeFiles.length).toBeGreaterThan(100);
    expect(markdownFiles.map(rel)).toContain("docs/product.md");
  });

  it("no code cites the specification outside the repository", () => {
    const found = codeFiles.flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((text, index) =>
          text.includes(OUTSIDE_SPEC) ? [`${rel(path)}:${index + 1}: ${text.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it("no document points into the outside specification's sections: docs/product.md holds the content", () => {
    const found = docFiles.flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((text, index) =>
          new RegExp(`${OUTSIDE_SPEC.replace(".", "\\.")}('s)?\\s*(§|section)`, "i").test(text)
            ? [`${rel(path)}:${index + 1}: ${text.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it("every docs/….md citation in code names an existing file and heading", () => {
    const citations = codeFiles.flatMap(citationsIn);
    expect(citations.length).toBeGreaterThan(100);
    expect(broken(citations)).toEqual([]);
  });

  it("every docs/….md citation and Markdown link in the documents resolves", () => {
    const citations = [...docFiles.flatMap(citationsIn), ...markdownFiles.flatMap(markdownLinksIn)];
    expect(broken(citations)).toEqual([]);
  });

  it("makes anchors as GitHub does", () => {
    expect(slug("Sign-in and sessions")).toBe("sign-in-and-sessions");
    expect(slug("Log out")).toBe("log-out");
    expect(slug("API calls")).toBe("api-calls");
    expect(slug("Market: coins and price history")).toBe("market-coins-and-price-history");
    expect(slug("0017 — One service worker")).toBe("0017--one-service-worker");
  });
});
