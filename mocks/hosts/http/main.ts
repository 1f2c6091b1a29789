// `npm run api`: the documented API over HTTP (built by vite.api.config.mts into dist-api/, run by start.mjs).
// The store is Dexie over an in-memory IndexedDB, empty at each start: a reference for tests and for the backend
// team, not a production database. Must stay the first import: Dexie looks for indexedDB when it loads.
import "fake-indexeddb/auto";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { apiHandlers } from "../../routes";
import { createApiServer } from "./app";
import { connectServerChain } from "./chain";
import { openApiDocument } from "./openapiDocument";
import { USAGE, readOptions } from "./options";
import { seedServer } from "./seed";

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), process.env);
  if (typeof options === "string") throw new Error(options);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const chain = await connectServerChain(options.chainRpcUrl);
  const personas = options.seed ? await seedServer() : [];
  const server = createApiServer({
    // The CORS origins are where the app is served from: sign-in messages are bound to them alone, and last
    // LOGIN_NONCE_TTL_SECONDS (five minutes by default).
    handlers: [
      ...apiHandlers({ appOrigins: options.origins, nonceTtlMs: options.nonceTtlMs }),
      ...chain.handlers,
    ],
    origins: options.origins,
    document: openApiDocument,
    artworkRoot: path.resolve("public", "ipfs"),
    log: options.quiet ? undefined : (line) => console.log(line),
  });
  stopOnSignals(server);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  console.log(`api: listening on ${base} (document at ${base}/openapi.json)`);
  console.log(`api: chain: ${chain.description}`);
  console.log(`api: CORS origins: ${options.origins.join(", ")}`);
  console.log(`api: sign-in messages valid for ${options.nonceTtlMs / 1000} s`);
  console.log("api: store: in memory, empty at each start (a reference, not a production database)");
  for (const line of personas) console.log(`api: persona ${line}`);
}

/** Ctrl-C, SIGTERM to this process, or the parent (`npm run api`) going away: stop accepting, then exit. */
function stopOnSignals(server: ReturnType<typeof createApiServer>): void {
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
