// `npm test`: every suite. Stops at the first red step.
//
// The machine has two cores and the suites are CPU-bound, so the schedule is chosen by what each step costs in
// CPU-seconds, not by its wall time (docs/benchmarks.md, "Fifth round"; decision 0052). The demo's Playwright suite
// is half the work and the one long chain of it: it runs from the start, with one Playwright worker (a second one
// cost ~30 CPU-seconds more: its own browser, seeded demo and shared pages, and two browsers slowing each other),
// at the normal priority. Every other step runs niced, two at a time, in the CPU the demo leaves: the checks
// first, then the suites that need what the checks built (a step waits for the steps it names in `after`).
// A step's output is printed whole when it ends, never interleaved; at the first red step the others are stopped.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const bin = (name) => `node_modules/.bin/${name}`;
// The specs' pictures for people to look at (e2e/shots.ts) are not taken here unless asked for
// (`E2E_SCREENSHOTS=on npm test`): nobody looks at them in a CI run, and they cost CPU the suites are bound by.
process.env.E2E_SCREENSHOTS ??= "off";

/** Below the demo suite's priority: these take what it leaves, so its long chain of tests is never the one waiting. */
const NICE = ["nice", "-n", "10"];

/**
 * @typedef {{ name: string, cmd: string, args: string[], lead?: boolean, after?: string[] }} Step
 * `lead`: runs at the normal priority; `after`: names (prefixes) of the steps that must have ended green first.
 */
/** @type {{ name: string, lanes: number, steps: Step[] }[]} */
const stages = [
  {
    name: "set-up",
    lanes: 2,
    steps: [
      { name: "chromium", cmd: "node", args: ["scripts/test/ensure-chromium.mjs"] },
      { name: "build demo", cmd: bin("vite"), args: ["build", "--mode", "demo", "--logLevel", "warn"] },
    ],
  },
  {
    name: "suites",
    // The demo suite's lane and two for the rest.
    lanes: 3,
    steps: [
      {
        name: "e2e demo (playwright)",
        cmd: bin("playwright"),
        args: ["test", "--project=demo"],
        lead: true,
      },
      { name: "typecheck", cmd: bin("tsc"), args: ["-p", "tsconfig.json", "--noEmit"] },
      { name: "lint", cmd: bin("eslint"), args: [".", "--max-warnings", "0"] },
      { name: "format", cmd: bin("prettier"), args: ["--check", ".", "--log-level", "warn"] },
      {
        name: "unit (vitest)",
        cmd: bin("vitest"),
        args: ["run", "--project", "unit", "--project", "components"],
      },
      // The contract tests run once, under coverage (a failing test fails it, as does an uncovered line); then the
      // conformance suite (it compiles the contracts into artifacts/, which the chain steps below deploy); then the
      // Hardhat side's types (test/tsconfig.json, the other half of `npm run typecheck`), which need them compiled.
      {
        name: "contracts (hardhat tests, full line coverage; conformance: hardhat vs mock chain; their types)",
        cmd: "sh",
        args: [
          "-c",
          "npm run --silent coverage && npm run --silent test:conformance && node_modules/.bin/tsc -p test/tsconfig.json",
        ],
      },
      // `npm run test:api` against `npm run api -- --seed`: the contract any backend must keep (README). It builds
      // dist-api/ and dist-test-api/, which the unit tests, the production suite and the mutants build too.
      {
        name: "api conformance (test:api against npm run api)",
        cmd: "node",
        args: ["scripts/api-conformance/selfTest.mjs"],
        after: ["unit"],
      },
      {
        name: "e2e production (playwright + npm run api + hardhat)",
        cmd: bin("playwright"),
        args: ["test", "--project=production"],
        after: ["contracts", "api conformance"],
      },
      {
        name: "e2e chain (playwright + hardhat)",
        cmd: bin("playwright"),
        args: ["test", "--project=chain"],
        after: ["contracts"],
      },
      // `npm run deploy -- --network bscTestnet` against a Hardhat node as chain 97: refusals, roles handed over and
      // renounced, the record, the production build from it (decision 0037).
      {
        name: "deploy rehearsal (npm run deploy to a local chain 97)",
        cmd: "node",
        args: ["scripts/chain/rehearse.mjs"],
        after: ["contracts"],
      },
      {
        name: "e2e dev server (playwright + npm run dev)",
        cmd: bin("playwright"),
        args: ["test", "--project=dev"],
      },
      // The suite proven: each mutant (the reference with one planted defect) must turn it red (decision 0036). Last:
      // two lanes of its own, it fills both cores once the demo suite is done.
      {
        name: "api mutants (test:api catches every planted defect)",
        cmd: "node",
        args: ["scripts/api-conformance/mutants/run.mjs"],
        after: ["api conformance"],
      },
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

/** Running steps' process groups, stopped when another step goes red. */
const running = new Set();

/** @param {Step} step */
function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [cmd, args] = step.lead
      ? [step.cmd, step.args]
      : [NICE[0], [...NICE.slice(1), step.cmd, ...step.args]];
    // Its own process group, so a red step elsewhere stops it with everything it started.
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    const out = [];
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => out.push(chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!stopping) process.stdout.write(`\n▶ ${step.name} (${seconds}s)\n${Buffer.concat(out).toString()}`);
      resolve({ name: step.name, seconds, status: code ?? signal ?? 1 });
    });
  });
}

let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });

/**
 * Runs `steps` in `lanes` lanes: each lane takes the first waiting step whose `after` steps have all ended green.
 * Resolves with every result, or early (the rest stopped) at the first red one.
 */
async function pool(steps, lanes) {
  const results = [];
  const waiting = [...steps];
  const done = new Set();
  const names = new Set(steps.map((s) => s.name));
  const ready = (step) =>
    (step.after ?? []).every(
      (prefix) =>
        ![...names].some((n) => n.startsWith(prefix)) || [...done].some((n) => n.startsWith(prefix)),
    );
  const sleepers = [];
  const wakeAll = () => sleepers.splice(0).forEach((wake) => wake());
  let busy = 0;
  const lane = async () => {
    while (waiting.length && !stopping) {
      const at = waiting.findIndex(ready);
      if (at < 0) {
        // Nothing to start until a running step ends (one always is: `after` names earlier steps only).
        if (!busy) throw new Error(`no step can start: ${waiting.map((s) => s.name).join(", ")}`);
        await new Promise((resolve) => sleepers.push(resolve));
        continue;
      }
      const [step] = waiting.splice(at, 1);
      busy++;
      const result = await run(step);
      busy--;
      results.push(result);
      if (result.status === 0) done.add(step.name);
      else if (!stopping) {
        console.error(`\n✖ ${result.name} failed (exit ${result.status}) after ${result.seconds}s`);
        stopAll();
      }
      wakeAll();
    }
    wakeAll();
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}

const only = process.argv.slice(2);
const timings = [];
const start = Date.now();
const stealStart = stolen();
for (const stage of stages) {
  const steps = stage.steps.filter((step) => !only.length || only.some((o) => step.name.startsWith(o)));
  if (!steps.length) continue;
  const began = Date.now();
  const idleBefore = cpuTimes().idle;
  const results = await pool(steps, stage.lanes);
  if (stopping) process.exit(1); // the red step is said above; the others were stopped
  for (const r of results) timings.push(`${r.name}: ${r.seconds}s`);
  // Idle cores are time a better schedule could use; none idle means only less work makes the run shorter.
  const idle = cpuTimes().idle - idleBefore;
  timings.push(
    `  (stage "${stage.name}": ${((Date.now() - began) / 1000).toFixed(1)}s, ${idle.toFixed(0)} core-seconds idle)`,
  );
}
const steal = stolen() - stealStart;
console.log(
  `\n✔ all suites green in ${((Date.now() - start) / 1000).toFixed(1)}s\n  ${timings.join("\n  ")}`,
);
if (steal >= 1) console.log(`  (the host took ${steal.toFixed(0)} CPU-seconds from this machine meanwhile)`);
console.log(`suites: ${timings.filter((t) => !t.startsWith(" ")).length} passed, 0 failed`);
