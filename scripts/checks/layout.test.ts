import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { trackedFiles } from "./trackedFiles";

// The repository's top level is read at a glance (issue 31): a newcomer meets the tools' one config each, and the
// scripts by purpose, each folder said in the README.
const tracked = trackedFiles();
const readme = readFileSync("README.md", "utf8");

describe("the repository's layout", () => {
  it("has at most 12 files at the root besides folders and dotfiles", () => {
    const rootFiles = tracked.filter((file) => !file.includes("/") && !file.startsWith("."));
    expect(rootFiles.length, rootFiles.join(", ")).toBeLessThanOrEqual(12);
  });

  it("has one config file per tool at the root", () => {
    const configs = tracked.filter((file) =>
      /^(playwright|vitest|vite|eslint|tsconfig)[.\w-]*\.(ts|mts|mjs|json)$/.test(file),
    );
    expect(configs.sort()).toEqual([
      "eslint.config.mjs",
      "playwright.config.ts",
      "tsconfig.json",
      "vite.config.ts",
      "vitest.config.mts",
    ]);
  });

  it("keeps scripts/ in folders, each one said in the README", () => {
    const loose = tracked.filter((file) => /^scripts\/[^/]+$/.test(file));
    expect(loose, "files directly in scripts/").toEqual([]);
    const folders = [
      ...new Set(tracked.filter((f) => f.startsWith("scripts/")).map((f) => f.split("/")[1]!)),
    ];
    for (const folder of folders)
      expect(readme, `README's Layout names scripts/${folder}/`).toMatch(new RegExp(`\`${folder}/\``));
  });

  it("has a render test beside at least 80 % of the shared components", () => {
    const components = tracked.filter((f) => /^src\/components\/[^/]+(?<!\.test)\.tsx$/.test(f));
    const untested = components.filter((f) => !tracked.includes(f.replace(/\.tsx$/, ".test.tsx")));
    expect(components.length).toBeGreaterThan(0);
    expect(untested.length / components.length, `without a test: ${untested.join(", ")}`).toBeLessThanOrEqual(
      0.2,
    );
  });
});
