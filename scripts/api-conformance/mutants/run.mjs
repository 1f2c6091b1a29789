// `npm run test:api:mutants [-- --only <id,…>] [--mutants <file.mjs>]`: proves `npm run test:api` catches what it
// claims to. Each mutant is the reference server (`npm run api`) with one planted defect: its edits are applied to a
// copy of the source as it is built (a Vite transform; the honest server and its build never carry them). The suite
// runs against each, its declared rule first, stopping at the first failure. A mutant the suite does not turn red
// survives, and the run fails naming it; so does a mutant first caught by another rule than its own, and one whose
// edit no longer applies.
//
// The suite is built once; the mutants are shared out between lanes (lane.mjs, a process per core), each of which
// loads the suite once and starts its mutants' servers inside itself, one after another (decision 0036).
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..", "..");
process.chdir(root);

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const listFile = path.resolve(flag("--mutants") ?? "scripts/api-conformance/mutants/mutants.mjs");
const only = flag("--only")?.split(",");
const { mutants: all } = await import(pathToFileURL(listFile).href);
const mutants = only ? all.filter((m) => only.includes(m.id)) : all;
const BASE_PORT = Number(process.env.MUTANT_PORT ?? 8810);
const LANES = Math.min(Number(process.env.MUTANT_LANES ?? availableParallelism()), mutants.length);

const started = Date.now();
const controls = [];
await build({ configFile: path.join(root, "scripts/api-conformance/vite.config.mts"), logLevel: "warn" });

function line(mutant, result) {
  switch (result.verdict) {
    case "caught":
      return `caught    ${mutant.id} by ${result.by} (${result.seconds}s)`;
    case "elsewhere":
      return `CAUGHT BY ANOTHER RULE  ${mutant.id} by ${result.by}, not by its rule ${mutant.rule}: ${result.reason}`;
    case "survived":
      return `SURVIVED  ${mutant.id}: ${mutant.defect} (its rule: ${mutant.rule})${result.stray ? `\n  ${result.stray}` : ""}`;
    default:
      return `ERROR     ${mutant.id}: ${result.detail}`;
  }
}

/** Runs `ids` in one lane process; resolves with their results as the lane prints them. */
function lane(index, ids) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["scripts/api-conformance/mutants/lane.mjs", String(BASE_PORT + index), listFile, ...ids],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const results = [];
    createInterface({ input: child.stdout }).on("line", (text) => {
      let result;
      try {
        result = JSON.parse(text);
      } catch {
        return; // a mutant's own console output
      }
      if (result.id.startsWith("honest-")) {
        controls.push(result);
        console.log(
          result.verdict === "honest"
            ? `honest    the reference in lane ${index + 1}, after its mutants: every rule passed (the expiry wait is selfTest's) (${result.seconds}s)`
            : `ERROR     lane ${index + 1}: ${result.detail}`,
        );
        return;
      }
      const mutant = mutants.find((m) => m.id === result.id);
      results.push({ mutant, ...result });
      console.log(line(mutant, result));
    });
    child.once("exit", (code) => {
      for (const id of ids.filter((id) => !results.some((r) => r.id === id)))
        results.push({
          mutant: mutants.find((m) => m.id === id),
          verdict: "error",
          detail: `lane exited (${code})`,
        });
      resolve(results);
    });
  });
}

// Dealt out in turn, so each lane gets its share of the slow ones (the expired-message mutants wait 5 s).
const shares = Array.from({ length: LANES }, (_, i) =>
  mutants.filter((_, j) => j % LANES === i).map((m) => m.id),
);
const results = (await Promise.all(shares.map((ids, i) => lane(i, ids)))).flat();
for (const r of results.filter((r) => r.verdict === "error" && r.detail?.startsWith("lane exited")))
  console.log(line(r.mutant, r));

const caught = results.filter((r) => r.verdict === "caught" || r.verdict === "elsewhere").length;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\ncaught ${caught} of ${mutants.length} mutants in ${seconds}s`);
const bad = [
  ...results.filter((r) => r.verdict !== "caught"),
  ...controls.filter((c) => c.verdict !== "honest"),
];
if (controls.length < LANES) bad.push({ verdict: "error" });
for (const r of bad.filter((r) => r.verdict === "survived")) console.log(`  survived: ${r.mutant.id}`);
process.exit(bad.length ? 1 : 0);
