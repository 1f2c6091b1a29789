// One lane of the mutation runner (run.mjs starts one per core): `node lane.mjs <port> <catalogue.mjs> <id>…`.
// It loads the suite once, then for each mutant builds the server with the mutant's edits, imports it into this
// process, starts it on `port`, runs the suite against it (the mutant's rule first, stopping at the first failure),
// closes it, and prints one JSON line with the verdict.
//
// Why in this process: a server process per mutant spent most of its second loading Node modules and precomputing
// signature tables. The packages (ethers, msw, Dexie, fake-indexeddb) are loaded once and shared; each mutant's
// bundle holds its own copy of the server's modules, whose databases open over a new, empty fake-indexeddb factory
// given to Dexie just before they are made, so no mutant sees another's data. The reference itself runs last in each
// lane, with every rule: the proof of that.
import path from "node:path";
import { pathToFileURL } from "node:url";
// Before Dexie, as in the server (mocks/hosts/http/serve.ts): Dexie reads its key range type when it loads.
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import Dexie from "dexie";
import { HDNodeWallet } from "ethers";
import { build, loadConfigFromFile } from "vite";
import { restoreSnapshot, takeSnapshot } from "./storeSnapshot.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..", "..");
process.chdir(root);
const [port, listFile, ...ids] = process.argv.slice(2);
const { mutants } = await import(pathToFileURL(path.resolve(listFile)).href);
const suite = await import(pathToFileURL(path.join(root, "dist-test-api", "main.mjs")).href);
const MNEMONIC = "test test test test test test test test test test test junk";
const keys = new Map();
/** Hardhat account `index`'s key, derived once (a derivation is ~12 ms, and every mutant's judge asks for two). */
const key = (index) => {
  if (!keys.has(index))
    keys.set(index, HDNodeWallet.fromPhrase(MNEMONIC, undefined, `m/44'/60'/0'/0/${index}`).privateKey);
  return keys.get(index);
};
const ORIGINS = [
  "http://127.0.0.1:4173",
  "http://localhost:4173",
  "http://127.0.0.1:5173",
  "http://localhost:5173",
];

let stray = "";

// The servers' own error lines ("[api] …", a mutant's broken code) are not this run's output: its verdicts are.
console.error = () => {};
// A mutant's own code may throw where nobody waits for it: that mutant's run reports it, the lane goes on.
process.on("uncaughtException", (error) => (stray = String(error?.stack ?? error)));
process.on("unhandledRejection", (error) => (stray = String(error?.stack ?? error)));

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

// The server's build settings, read once: loading the config file again for each build was a third of its CPU.
const { config: apiConfig } = await loadConfigFromFile(
  { command: "build", mode: "api" },
  path.join(root, "mocks/hosts/http/vite.config.mts"),
);

/** The mutant's server as a module exporting `startApi` (mocks/hosts/http/serve.ts), with its own store. */
async function buildMutant(mutant) {
  const outDir = path.join("dist-mutants", mutant.id);
  const applied = new Set();
  await build({
    ...apiConfig,
    configFile: false,
    logLevel: "silent",
    plugins: [plant(mutant, applied)],
    build: {
      ...apiConfig.build,
      ssr: "mocks/hosts/http/serve.ts",
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: "serve.mjs" } },
    },
  });
  const missing = mutant.edits.filter((_, i) => !applied.has(i)).map((e) => e.file);
  if (missing.length) throw new Error(`no edit reached ${missing.join(", ")}`);
  return path.join(root, outDir, "serve.mjs");
}

/** Where each mutant's time went (MUTANT_TIMING=1 prints it): build, import, start with the seed, suite. */
const phases = [];

/** The reference's seeded store, taken once (see below); each server starts from a copy of it. */
let snapshot;
let imports = 0;

/**
 * Imports a server build as a module instance of its own (a query makes a second import of one file a new one),
 * its databases over a factory of their own: Dexie gives each database it makes the factory of `Dexie.dependencies`
 * at that moment, and the server makes them as its modules load.
 */
async function importServer(entry) {
  // The previous server's databases: closed, so nothing of theirs keeps running.
  for (const db of Dexie.connections) db.close();
  const factory = new IDBFactory();
  Dexie.dependencies.indexedDB = factory;
  globalThis.indexedDB = factory;
  const module = await import(`${pathToFileURL(entry).href}?instance=${++imports}`);
  return { startApi: module.startApi, factory };
}

const serverOptions = (seed) => ({
  host: "127.0.0.1",
  port: Number(port),
  origins: ORIGINS,
  chainRpcUrl: undefined,
  nonceTtlMs: 5_000,
  seed,
  quiet: true,
  help: false,
});

async function judge(mutant, control = false) {
  const started = Date.now();
  const phase = { id: mutant.id };
  phases.push(phase);
  let mark = performance.now();
  const lap = (name) => {
    phase[name] = Math.round(performance.now() - mark);
    mark = performance.now();
  };
  let entry;
  try {
    entry = await buildMutant(mutant);
    lap("build");
  } catch (error) {
    return { verdict: "error", detail: `does not apply: ${error.message}` };
  }
  let api;
  stray = "";
  try {
    const { startApi, factory } = await importServer(entry);
    lap("import");
    await restoreSnapshot(factory, snapshot);
    api = await startApi(serverOptions(false));
    lap("start");
  } catch (error) {
    return { verdict: "error", detail: `the server did not start: ${error?.message ?? error}` };
  }
  try {
    const { results } = await suite.runSuite({
      url: api.base,
      origin: ORIGINS[0],
      otherOrigin: ORIGINS[1],
      userKey: key(3),
      adminKey: key(4),
      chainId: 56,
      allowMoney: false,
      // The honest run is here to prove the lane's hosting and store copy, not the expiry (selfTest.mjs proves that
      // against npm run api): it does not wait for a message to expire.
      maxWaitSeconds: control ? 0 : 30,
      ...(control ? {} : { first: mutant.rule }),
      failFast: !control,
    });
    lap("suite");
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const failed = results.filter((r) => r.verdict === "failed");
    if (control)
      return failed.length
        ? {
            verdict: "error",
            detail: `the honest server failed ${failed.map((r) => `${r.id}: ${r.reason}`).join("; ")}`,
          }
        : { verdict: "honest", seconds };
    if (!failed.length) return { verdict: "survived", seconds, stray };
    // A rule that failed for want of an answer proves nothing about the defect: the server died or the suite broke.
    if (/socket hang up|ECONNRESET|ECONNREFUSED|no answer within/.test(failed[0].reason ?? ""))
      return { verdict: "error", detail: `no answer from the server: ${failed[0].reason}` };
    const by = failed[0].id;
    return { verdict: by === mutant.rule ? "caught" : "elsewhere", by, seconds, reason: failed[0].reason };
  } catch (error) {
    return { verdict: "error", detail: `the suite broke: ${error?.stack ?? error}` };
  } finally {
    api.server.closeAllConnections();
    await new Promise((resolve) => api.server.close(resolve));
  }
}

// First the reference, seeded as `npm run api -- --seed` seeds it; its store is what every server of this lane starts
// from (a mutant's own seed could carry its defect into the data).
try {
  const { startApi, factory } = await importServer(await buildMutant({ id: `seed-${port}`, edits: [] }));
  const seeded = await startApi(serverOptions(true));
  snapshot = await takeSnapshot(factory);
  seeded.server.closeAllConnections();
  await new Promise((resolve) => seeded.server.close(resolve));
} catch (error) {
  // The handlers above keep a lane alive through a mutant's faults; a fault of the lane's own ends it, said.
  process.stderr.write(
    `lane ${port}: the reference's seeded store could not be made: ${error?.stack ?? error}\n`,
  );
  process.exit(1);
}

for (const id of ids) {
  const mutant = mutants.find((m) => m.id === id);
  const result = await judge(mutant);
  process.stdout.write(`${JSON.stringify({ id, ...result })}\n`);
}
// Last, the reference itself in this same process, from the same copied store, with every rule: the lane's hosting
// and the copy change nothing a rule sees, and no mutant's data reached another's store.
const control = await judge({ id: `honest-${port}`, rule: "", edits: [] }, true);
process.stdout.write(`${JSON.stringify({ id: `honest-${port}`, ...control })}\n`);
if (process.env.MUTANT_TIMING) for (const p of phases) process.stderr.write(`${JSON.stringify(p)}\n`);
process.exit(0);
