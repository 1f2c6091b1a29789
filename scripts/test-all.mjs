// `npm test`: every suite, in the order that fails fastest. Stops at the first red step.
import { spawnSync } from "node:child_process";

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ["typecheck", bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]],
  ["lint", bin("eslint"), [".", "--max-warnings", "0"]],
  ["format", bin("prettier"), ["--check", ".", "--log-level", "warn"]],
  ["unit (vitest)", bin("vitest"), ["run"]],
  // The contract tests run once, under coverage: a failing test fails the step, as does an uncovered line.
  ["contracts (hardhat tests, full line coverage)", "npm", ["run", "--silent", "coverage"]],
  ["conformance (hardhat vs mock chain)", "npm", ["run", "--silent", "test:conformance"]],
  ["chromium", "node", ["scripts/ensure-chromium.mjs"]],
  ["build demo", bin("vite"), ["build", "--mode", "demo", "--logLevel", "warn"]],
  ["e2e demo (playwright)", bin("playwright"), ["test"]],
  ["e2e chain (playwright + hardhat)", bin("playwright"), ["test", "-c", "playwright.chain.config.ts"]],
  [
    "e2e production (playwright + npm run api + hardhat)",
    bin("playwright"),
    ["test", "-c", "playwright.prod.config.ts"],
  ],
];

const only = process.argv.slice(2);
const timings = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all suites green\n  ${timings.join("\n  ")}`);
console.log(`suites: ${timings.length} passed, 0 failed`);
