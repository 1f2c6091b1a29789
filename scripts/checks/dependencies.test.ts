import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, trackedFiles } from "./trackedFiles";

/**
 * package.json declares what the repository uses and uses what it declares (issue 31): a package imported without
 * being declared works only while another one happens to bring it; one declared and never used is installed,
 * audited and updated for nothing.
 */

/**
 * Declared packages no source imports, each with why it is there. Hardhat's toolbox loads its plugins itself and
 * asks the project to install them (its peer dependencies); the others are tools run by name or types.
 */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  "@nomicfoundation/hardhat-chai-matchers": "a peer of @nomicfoundation/hardhat-toolbox, loaded by it",
  "@nomicfoundation/hardhat-ignition": "a peer of hardhat-ignition-ethers, which the toolbox loads",
  "@nomicfoundation/hardhat-ignition-ethers": "a peer of @nomicfoundation/hardhat-toolbox, loaded by it",
  "@nomicfoundation/hardhat-verify":
    "a peer of the toolbox; `npm run verify` runs its task (verifyOnNetwork.ts)",
  "@nomicfoundation/ignition-core": "a peer of hardhat-ignition-ethers",
  "@typechain/ethers-v6": "a peer of the toolbox: the contract types' target",
  "@typechain/hardhat": "a peer of the toolbox: writes typechain-types/ on compile",
  typechain: "a peer of the toolbox (@typechain/hardhat)",
  "hardhat-gas-reporter": "a peer of the toolbox, loaded by it",
  "solidity-coverage": "a peer of the toolbox: `npm run coverage`",
  "ts-node": "a peer of the toolbox: Hardhat reads hardhat.config.ts through it",
  "@types/chai": "types for the contract tests (a peer of the toolbox)",
  "@types/mocha": "types for the contract tests (a peer of the toolbox)",
  "@types/node": "types",
  "@types/react": "types",
  "@types/react-dom": "types",
  typescript:
    "the compiler's JavaScript API for typescript-eslint and ts-node, and the Hardhat side's type check (decision 0054)",
  "typescript-7": "the type check of the app, mocks, tests and scripts, by path (decision 0054)",
  "@sentry/core": "pinned beside @sentry/browser so npm installs one copy (decision 0038)",
  "happy-dom": "the components project's document (vitest.config.mts, `environment`)",
  "@testing-library/dom": "a peer of @testing-library/react, which the component tests import",
  node: "the Node every npm script runs on: npm puts its `node` first on the scripts' PATH (decision 0052)",
};

/** A bare specifier's package: `@scope/name/deep` → `@scope/name`, `name/deep` → `name`; null for anything else. */
export function packageOf(specifier: string): string | null {
  const match = /^((?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*)(?:\/.*)?$/.exec(specifier);
  if (!match || specifier.startsWith("node:") || builtinModules.includes(match[1]!)) return null;
  return match[1]!;
}

/** The packages `text` imports: ES imports and re-exports, dynamic imports, `require`, Solidity imports. */
export function importedPackages(text: string): string[] {
  const found = text.matchAll(
    /^\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|^\s*import\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)|\brequire(?:\.resolve)?\(\s*["']([^"']+)["']\s*\)|\bcreateRequire\((?:[^()]|\([^()]*\))*\)\(\s*["']([^"']+)["']\s*\)/gm,
  );
  return [...found]
    .map((m) => packageOf(m.slice(1).find((s) => s !== undefined) ?? ""))
    .filter((name): name is string => name !== null);
}

describe("importedPackages", () => {
  it("reads each way a file names a package, and only packages", () => {
    const text = [
      'import { a } from "@scope/pkg/deep";',
      'import "side-effect";',
      'export { b } from "re-export";',
      'const c = await import("lazy");',
      'require.resolve("hardhat/internal/cli/bootstrap.js");',
      'createRequire(`${process.cwd()}/`)("playwright-core/lib/utilsBundle");',
      'import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";',
      'import { x } from "./relative"; import fs from "node:fs"; import path from "path";',
      'const edit = { find: "import { y } from \\"nowhere\\"" };',
    ].join("\n");
    expect(importedPackages(text)).toEqual([
      "@scope/pkg",
      "side-effect",
      "re-export",
      "lazy",
      "hardhat",
      "playwright-core",
      "@openzeppelin/contracts",
    ]);
  });
});

describe("package.json", () => {
  const files = trackedFiles()
    // This file's own examples (above) name packages nobody uses.
    .filter((file) => /\.(?:[cm]?[jt]sx?|sol)$/.test(file) && file !== "scripts/checks/dependencies.test.ts");
  const used = new Map<string, string>();
  for (const file of files)
    for (const name of importedPackages(readFileSync(join(ROOT, file), "utf8")))
      if (!used.has(name)) used.set(name, file);
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as Record<
    string,
    Record<string, string> | undefined
  >;
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ]);

  it("declares every package a source imports", () => {
    const undeclared = [...used]
      .filter(([name]) => !declared.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(undeclared).toEqual([]);
  });

  it("imports every package it declares, or says why one is there without", () => {
    expect([...declared].filter((name) => !used.has(name) && !(name in USED_WITHOUT_IMPORT))).toEqual([]);
    expect(Object.keys(USED_WITHOUT_IMPORT).filter((name) => !declared.has(name) || used.has(name))).toEqual(
      [],
    );
  });
});
