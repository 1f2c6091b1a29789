// `npm run api`: the documented API over HTTP (built by ./vite.config.mts into dist-api/, run by start.mjs).
// The store is Dexie over an in-memory IndexedDB, empty at each start: a reference for tests and for the backend
// team, not a production database (serve.ts starts it). Must stay the first import: Dexie looks for indexedDB when
// it loads, and options.ts reaches it.
import "fake-indexeddb/auto";
import type { Server } from "node:http";
import { USAGE, readOptions } from "./options";
import { startApi } from "./serve";

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), process.env);
  if (typeof options === "string") throw new Error(options);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const { server, lines } = await startApi(options);
  stopOnSignals(server);
  for (const line of lines) console.log(`api: ${line}`);
}

/** Ctrl-C, SIGTERM to this process, or the parent (`npm run api`) going away: stop accepting, then exit. */
function stopOnSignals(server: Server): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Requests still running get a moment to finish; a kept-alive browser connection must not hold the exit.
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 2000).unref();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 500).unref();
}

main().catch((error: unknown) => {
  console.error(`api: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
