// `npm test`: every suite. Stops at the first red stage.
//
// The machine has two cores and the suites are CPU-bound, so what runs together is chosen by how many cores each
// step keeps busy: the checks that need no browser (each about one core) run two at a time; then the demo's
// Playwright suite (two workers) runs in one lane while the production, chain and dev-server suites (one worker
// each, much of it waiting on Hardhat, HTTP and builds) run one after another in the other, filling the cores the
// demo suite leaves idle. A step's output is printed whole when it ends, never interleaved.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const bin = (name) => `node_modules/.bin/${name}`;
// The specs' pictures for people to look at (e2e/shots.ts) are not taken here unless asked for
// (`E2E_SCREENSHOTS=on npm test`): nobody looks at them in a CI run, and they cost CPU the suites are bound by.
process.env.E2E_SCREENSHOTS ??= "off";
const stages = [
  {
    name: "checks",
    parallel: 2,
    steps: [
      // The demo's build first, in this step: its worker check reads it (DEMO_BUILT) rather than building the demo
      // again, and the demo's end-to-end suite serves it.
      [
        "unit (vitest), after the demo build",
        "sh",
        [
          "-c",
          `${bin("vite")} build --mode demo --logLevel warn && ${bin("vitest")} run --project unit --project components`,
        ],
        { DEMO_BUILT: "dist-demo" },
      ],
      ["typecheck", "node", ["node_modules/typescript-7/bin/tsc", "-p", "tsconfig.json", "--noEmit"]],
      ["lint", bin("eslint"), [".", "--max-warnings", "0"]],
      ["format", bin("prettier"), ["--check", ".", "--log-level", "warn"]],
      // The contract tests run once, under coverage (a failing test fails it, as does an uncovered line); then the
      // conformance suite. One after the other: both write typechain-types/ (coverage compiles into cache/coverage/,
      // the conformance suite into artifacts/, which the chain suites deploy from). Then the Hardhat side's types
      // (test/tsconfig.json, the other half of `npm run typecheck`), which need the compiled contracts.
      [
        "contracts (hardhat tests, full line coverage; conformance: hardhat vs mock chain; their types)",
        "sh",
        [
          "-c",
          "npm run --silent coverage && npm run --silent test:conformance && node node_modules/typescript/bin/tsc -p test/tsconfig.json",
        ],
      ],
      // `npm run test:api` against `npm run api -- --seed`: the contract any backend must keep (README).
      ["api conformance (test:api against npm run api)", "node", ["scripts/api-conformance/selfTest.mjs"]],
      ["chromium", "node", ["scripts/test/ensure-chromium.mjs"]],
    ],
  },
  {
    name: "end to end",
    parallel: 2,
    steps: [
      ["e2e demo (playwright)", bin("playwright"), ["test", "--project=demo"]],
      [
        "e2e production (playwright + npm run api + hardhat)",
        bin("playwright"),
        ["test", "--project=production"],
      ],
      ["e2e chain (playwright + hardhat)", bin("playwright"), ["test", "--project=chain"]],
      // The suite proven: each mutant (the reference with one planted defect) must turn it red. It needs no browser,
      // so it follows the production and chain suites, beside the demo's; started first among the checks
      // it made that stage 174 s, and in one lane of its own here the end-to-end stage 360 s (decision 0036).
      [
        "api mutants (test:api catches every planted defect)",
        "node",
        ["scripts/api-conformance/mutants/run.mjs"],
      ],
      // The shortest last: they go to whichever lane frees first, the demo suite's as a rule (the other's is longer).
      ["e2e dev server (playwright + npm run dev)", bin("playwright"), ["test", "--project=dev"]],
      // `npm run deploy -- --network bscTestnet` against a Hardhat node as chain 97: refusals, roles handed over and
      // renounced, the record, the production build from it (decision 0037). Here rather than among the checks,
      // whose two lanes are full: this stage leaves cores idle, and the contracts are compiled by now.
      ["deploy rehearsal (npm run deploy to a local chain 97)", "node", ["scripts/chain/rehearse.mjs"]],
    ],
  },
];

/** The machine's CPU counters in core-seconds: idle (idle + iowait) and steal (taken by the host). */
function cpuTimes() {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    return { idle: (fields[4] + fields[5]) / 100, steal: (fields[8] ?? 0) / 100 };
  } catch {
    return { idle: 0, steal: 0 };
  }
}
const stolen = () => cpuTimes().steal;

function run([name, cmd, args, env = {}]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    const out = [];
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => out.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n▶ ${name} (${seconds}s)\n${Buffer.concat(out).toString()}`);
      resolve({ name, seconds, status: code ?? signal ?? 1 });
    });
  });
}

/** Runs `steps`, at most `parallel` at a time, in order; resolves with every result. */
async function pool(steps, parallel) {
  const results = [];
  const queue = [...steps];
  const lane = async () => {
    while (queue.length) results.push(await run(queue.shift()));
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return results;
}

const only = process.argv.slice(2);
const timings = [];
const start = Date.now();
const stealStart = stolen();
for (const stage of stages) {
  const steps = stage.steps.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));
  if (!steps.length) continue;
  const began = Date.now();
  const idleBefore = cpuTimes().idle;
  const results = await pool(steps, stage.parallel);
  for (const r of results) timings.push(`${r.name}: ${r.seconds}s`);
  // Idle cores are time a better schedule could use; none idle means only less work makes the stage shorter.
  const idle = cpuTimes().idle - idleBefore;
  timings.push(
    `  (stage "${stage.name}": ${((Date.now() - began) / 1000).toFixed(1)}s, ${idle.toFixed(0)} core-seconds idle)`,
  );
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length) {
    for (const r of failed) console.error(`\n✖ ${r.name} failed (exit ${r.status}) after ${r.seconds}s`);
    process.exit(1);
  }
}
const steal = stolen() - stealStart;
// On the Node npm installed for the scripts (decision 0052), unless the machine's had to stand in.
console.log(
  `\n✔ all suites green in ${((Date.now() - start) / 1000).toFixed(1)}s on Node ${process.versions.node}\n  ${timings.join("\n  ")}`,
);
if (steal >= 1) console.log(`  (the host took ${steal.toFixed(0)} CPU-seconds from this machine meanwhile)`);
console.log(`suites: ${timings.filter((t) => !t.startsWith(" ")).length} passed, 0 failed`);
