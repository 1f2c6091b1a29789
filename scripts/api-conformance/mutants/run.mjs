// `npm run test:api:mutants [-- --only <id,…>] [--mutants <file.mjs>]`: proves `npm run test:api` catches what it
// claims to. Each mutant is the reference server (`npm run api`) with one planted defect: its edits are applied to a
// copy of the source as it is built (a Vite transform; the honest server and its build never carry them). The suite
// runs against each, its declared rule first, stopping at the first failure. A mutant the suite does not turn red
// survives, and the run fails naming it.
//
// Cost: the suite is built and loaded once, in this process; per mutant a server build (~0.3 s), a server process
// started with the seeded personas (~1.2 s) and the suite up to its first failure. Two mutants run at a time.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { HDNodeWallet } from "ethers";
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
const LANES = Number(process.env.MUTANT_LANES ?? 2);
const MNEMONIC = "test test test test test test test test test test test junk";
const key = (index) => HDNodeWallet.fromPhrase(MNEMONIC, undefined, `m/44'/60'/0'/0/${index}`).privateKey;

/** A Vite plugin that applies a mutant's edits to the source it names, and counts that each applied once. */
function plant(mutant, applied) {
  return {
    name: "plant-mutant",
    enforce: "pre",
    transform(code, id) {
      let out = code;
      for (const [i, edit] of mutant.edits.entries()) {
        if (!id.split("?")[0].endsWith(edit.file)) continue;
        const count = out.split(edit.find).length - 1;
        if (count !== 1) throw new Error(`${edit.file}: the text to replace occurs ${count} times, not once`);
        out = out.replace(edit.find, () => edit.replace);
        applied.add(i);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

let building = Promise.resolve();
/** Builds the mutant's server (one build at a time: they share Vite's process-wide state). */
function buildMutant(mutant) {
  const outDir = path.join("dist-mutants", mutant.id);
  const applied = new Set();
  const done = building.then(async () => {
    await build({
      configFile: path.join(root, "vite.api.config.mts"),
      logLevel: "silent",
      plugins: [plant(mutant, applied)],
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const missing = mutant.edits.filter((_, i) => !applied.has(i)).map((e) => e.file);
    if (missing.length) throw new Error(`no edit reached ${missing.join(", ")}`);
    return path.join(outDir, "main.mjs");
  });
  building = done.catch(() => undefined);
  return done;
}

function startServer(entry, port) {
  const server = spawn(process.execPath, [entry, "--seed", "--quiet"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOGIN_NONCE_TTL_SECONDS: "5" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  server.stderr.on("data", (chunk) => (errors += chunk));
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start within 60 s")), 60_000);
    let seen = "";
    server.stdout.on("data", (chunk) => {
      seen += chunk;
      if (seen.includes("api: listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening: ${errors.slice(0, 300)}`));
    });
  });
  return { server, ready };
}

/** The suite, loaded once in this process: each mutant's run reuses its modules and compiled schemas. */
let suite;

async function runSuite(port, mutant) {
  try {
    const { results } = await suite.runSuite({
      url: `http://127.0.0.1:${port}`,
      origin: "http://127.0.0.1:4173",
      otherOrigin: "http://localhost:4173",
      userKey: key(3),
      adminKey: key(4),
      chainId: 56,
      allowMoney: false,
      maxWaitSeconds: 30,
      first: mutant.rule,
      failFast: true,
    });
    const failed = results.filter((r) => r.verdict === "failed");
    return { code: failed.length ? 1 : 0, failed, errors: "" };
  } catch (error) {
    return { code: 3, failed: [], errors: String(error?.stack ?? error) };
  }
}

/** One mutant from build to verdict: "caught" (by its rule), "elsewhere" (by another), "survived" or "error". */
async function judge(mutant, port) {
  const started = Date.now();
  let entry;
  try {
    entry = await buildMutant(mutant);
  } catch (error) {
    return { mutant, verdict: "error", detail: `does not apply: ${error.message}` };
  }
  const { server, ready } = startServer(entry, port);
  try {
    await ready;
    const { code, failed, errors } = await runSuite(port, mutant);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code !== 0 && code !== 1)
      return { mutant, verdict: "error", detail: `the suite broke (${code}): ${errors}` };
    if (code === 0 || !failed.length) return { mutant, verdict: "survived", seconds };
    // A rule that failed for want of an answer proves nothing about the defect: the server died or the suite broke.
    if (/socket hang up|ECONNRESET|ECONNREFUSED|no answer within/.test(failed[0].reason ?? ""))
      return { mutant, verdict: "error", detail: `no answer from the server: ${failed[0].reason}` };
    const by = failed[0].id;
    return {
      mutant,
      verdict: by === mutant.rule ? "caught" : "elsewhere",
      by,
      seconds,
      reason: failed[0].reason,
    };
  } catch (error) {
    return { mutant, verdict: "error", detail: error.message };
  } finally {
    server.kill("SIGTERM");
  }
}

const started = Date.now();
await build({ configFile: path.join(root, "vite.testapi.config.mts"), logLevel: "warn" });
suite = await import(pathToFileURL(path.join(root, "dist-test-api", "main.mjs")).href);
const queue = [...mutants];
const results = [];
await Promise.all(
  Array.from({ length: LANES }, async (_, lane) => {
    while (queue.length) {
      const result = await judge(queue.shift(), BASE_PORT + lane);
      results.push(result);
      const { mutant, verdict } = result;
      const line =
        verdict === "caught"
          ? `caught    ${mutant.id} by ${result.by} (${result.seconds}s)`
          : verdict === "elsewhere"
            ? `CAUGHT BY ANOTHER RULE  ${mutant.id} by ${result.by}, not by its rule ${mutant.rule}: ${result.reason}`
            : verdict === "survived"
              ? `SURVIVED  ${mutant.id}: ${mutant.defect} (its rule: ${mutant.rule})`
              : `ERROR     ${mutant.id}: ${result.detail}`;
      console.log(line);
    }
  }),
);
const caught = results.filter((r) => r.verdict === "caught" || r.verdict === "elsewhere").length;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\ncaught ${caught} of ${mutants.length} mutants in ${seconds}s`);
const bad = results.filter((r) => r.verdict !== "caught");
for (const r of bad.filter((r) => r.verdict === "survived")) console.log(`  survived: ${r.mutant.id}`);
process.exit(bad.length ? 1 : 0);
