import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, trackedFiles } from "./trackedFiles";

/**
 * What the README and the decisions name stays true (issue 31): a decision that names a file the code no longer has
 * misleads whoever trusts it, and nothing else notices. The rules are docs/decisions/README.md's. Superseded
 * decisions are history and are not checked. Everything is read once: this runs in `npm test`.
 */

const DECISIONS = "docs/decisions";

/** Paths the documents name that a command writes, so a checkout has none of them yet. */
const WRITTEN_BY_COMMANDS: Record<string, string> = {
  "e2e/artifacts": "Playwright writes the specs' pictures there (README, npm test)",
  "deployments/bsc.json":
    "npm run deploy -- --network bsc writes it, committed after the first mainnet deployment",
  "deployments/bscTestnet.json": "npm run deploy -- --network bscTestnet writes it, committed after staging",
};

/** Folders whose paths are written from the repository's root; a path under anything else may be another repository's. */
const REPO_PATH = /^(?:src|mocks|e2e|scripts|test|contracts|docs|locales|public|bench|deployments)\//;
/** A file named without its folder. Not `.js`: the decisions name built files (`sw.js`, `main.js`) the repository lacks. */
const BARE_FILE = /^[\w.-]+\.(?:ts|tsx|mts|cts|mjs|cjs|json|css|sol)$/;

/** Every file the repository holds and every folder above one, by path and by name (as the other checks read it). */
const paths = new Set<string>();
const baseNames = new Set<string>();
for (const file of trackedFiles()) {
  const parts = file.split("/");
  parts.forEach((part, i) => {
    paths.add(parts.slice(0, i + 1).join("/"));
    baseNames.add(part);
  });
}

interface Doc {
  path: string;
  lines: string[];
}
const read = (path: string): Doc => ({ path, lines: readFileSync(join(ROOT, path), "utf8").split("\n") });
const decisions = readdirSync(join(ROOT, DECISIONS))
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort()
  .map((name) => read(`${DECISIONS}/${name}`));
const index = read(`${DECISIONS}/README.md`);

const TITLE = /^# (\d{4})\. \S.*$/;
const STATUS = /^Status: (?:accepted|superseded by \[(\d{4})\]\(((\d{4})-[\w-]+\.md)\))(?: — \S.*)?$/;
/** A decision's file name, `0026-boundaries.md`. */
const fileName = (doc: Doc) => doc.path.slice(DECISIONS.length + 1);
const isAccepted = (doc: Doc) => doc.lines[2]!.startsWith("Status: accepted");
const checked = [read("README.md"), index, ...decisions.filter(isAccepted)];

/** Each line outside code fences, with its number: a fenced block holds commands and output, not claims. */
function proseLines(doc: Doc): [string, number][] {
  let fenced = false;
  return doc.lines.flatMap((text, i): [string, number][] => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    return fenced || /^\s*(```|~~~)/.test(text) ? [] : [[text, i + 1]];
  });
}

/** `a{b,c}d` → `abd`, `acd`: each alternative is named, so each must exist. */
function expandBraces(path: string): string[] {
  const m = /\{([^{}]*)\}/.exec(path);
  if (!m) return [path];
  const [before, after] = [path.slice(0, m.index), path.slice(m.index + m[0].length)];
  return m[1]!.split(",").flatMap((alt) => expandBraces(before + alt + after));
}

/**
 * The repository paths and bare file names a line names in backticks, as they must exist. A command's tokens count
 * when they are repository paths (`node scripts/x.mjs`), but a bare name only when it is the whole span: in a command
 * it is mostly an output (`--report sheet.json`). A pattern (`src/features/*`, `src/features/<area>`) names a family
 * whose members come and go; what can go stale is where it lives, so the folder before the wildcard is checked.
 */
function namesIn(line: string): string[] {
  const found: string[] = [];
  for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
    const tokens = span!.trim().split(/\s+/);
    for (const token of tokens) {
      const name = token.replace(/^\.\//, "").replace(/(?::\d+(?:-\d+)?|#[\w-]*|\(\))$/, "");
      if (REPO_PATH.test(name)) {
        for (const path of expandBraces(name)) {
          const segments = path.split("/");
          const wild = segments.findIndex((s) => /[*<>…[\]]/.test(s));
          found.push((wild < 0 ? segments : segments.slice(0, wild)).join("/").replace(/\/$/, ""));
        }
      } else if (tokens.length === 1 && BARE_FILE.test(name)) found.push(name);
    }
  }
  return found;
}

/** Relative link targets (`[x](../product.md#roles)`, not in code), from the repository root, without anchor. */
function linksIn(line: string, from: string): string[] {
  return [...line.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^(?:[a-z][a-z\d+.-]*:|#)/i.test(target))
    .map((target) => relative(ROOT, normalize(join(ROOT, dirname(from), target.replace(/[#?].*$/, "")))))
    .map((path) => path.split("\\").join("/"));
}

const exists = (name: string) => (name.includes("/") ? paths.has(name) : baseNames.has(name));

describe("namesIn", () => {
  it("reads paths, patterns and bare file names, and leaves identifiers and outputs alone", () => {
    const line =
      "`src/a.ts:12` `docs/product.md#roles` `src/features/{node,mint}` `src/features/*/x.ts` `src/features/<area>`" +
      " `useCoins` `useCoins()` `coinsStore.ts` `node scripts/x.mjs --report sheet.json` `GET /api/n_f_t/own` `sw.js`";
    expect(namesIn(line)).toEqual([
      "src/a.ts",
      "docs/product.md",
      "src/features/node",
      "src/features/mint",
      "src/features",
      "src/features",
      "coinsStore.ts",
      "scripts/x.mjs",
    ]);
  });
});

describe("the decisions and what they name", () => {
  it("every decision has the title `# NNNN. Title` and one status line under it", () => {
    const problems = decisions.flatMap((doc) => {
      const { path, lines } = doc;
      const own = fileName(doc).slice(0, 4);
      const title = TITLE.exec(lines[0]!);
      const status = STATUS.exec(lines[2]!);
      const [, successor, file, fileNumber] = status ?? [];
      if (!title || title[1] !== own) return [`${path}:1 the title is not "# ${own}. Title"`];
      if (lines[1] !== "" || !status || lines[3] !== "") return [`${path}:3 no status line under the title`];
      if (file === undefined) return [];
      if (successor !== fileNumber || !paths.has(`${DECISIONS}/${file}`) || successor! <= own)
        return [`${path}:3 superseded by ${file}: not a later decision's file`];
      return [];
    });
    expect(problems, "docs/decisions/README.md gives the form").toEqual([]);
  });

  it("the index lists every decision with its title and status line", () => {
    const listed = index.lines.filter((line) => /^- \[\d{4}\]/.test(line));
    const expected = decisions.map((doc) => {
      const title = doc.lines[0]!.replace(/^# \d{4}\. /, "");
      return `- [${fileName(doc).slice(0, 4)}](${fileName(doc)}) ${title}. ${doc.lines[2]}`;
    });
    expect(listed, `${index.path}'s index is out of date`).toEqual(expected);
  });

  it("every code path and file name in backticks exists", () => {
    const named = checked.flatMap((doc) =>
      proseLines(doc).flatMap(([text, line]) => namesIn(text).map((name) => ({ doc: doc.path, line, name }))),
    );
    expect(named.length).toBeGreaterThan(300);
    const missing = named
      .filter(({ name }) => !exists(name) && !(name in WRITTEN_BY_COMMANDS))
      .map(({ doc, line, name }) => `${doc}:${line} names \`${name}\`, which does not exist`);
    expect(
      missing,
      "rename a moved file's path in place, or supersede the decision (docs/decisions/README.md)",
    ).toEqual([]);
    const excused = Object.keys(WRITTEN_BY_COMMANDS).filter((name) => !named.some((n) => n.name === name));
    expect(excused, "WRITTEN_BY_COMMANDS names what no document names any more").toEqual([]);
  });

  it("every relative link resolves", () => {
    const links = checked.flatMap((doc) =>
      proseLines(doc).flatMap(([text, line]) =>
        linksIn(text, doc.path).map((target) => ({ doc, line, target })),
      ),
    );
    expect(links.length).toBeGreaterThan(100);
    const broken = links
      .filter(({ target }) => !paths.has(target))
      .map(({ doc, line, target }) => `${doc.path}:${line} links to ${target}, which does not exist`);
    expect(broken).toEqual([]);
  });
});
