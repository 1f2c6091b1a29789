// The API server started in this process: `npm run api` (main.ts) and the mutation runner of `npm run test:api`
// (scripts/api-conformance/mutants/), which starts each mutant this way, in its own process, without a process each.
// Must stay the first import: Dexie looks for indexedDB when it loads.
import "fake-indexeddb/auto";
import path from "node:path";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { apiHandlers } from "../../routes";
import { createApiServer } from "./app";
import { connectServerChain } from "./chain";
import { openApiDocument } from "./openapiDocument";
import type { ServerOptions } from "./options";
import { seedServer } from "./seed";

export interface RunningApi {
  server: Server;
  base: string;
  /** What `npm run api` prints on start, a line each. */
  lines: string[];
}

/** Connects the chain, seeds when asked, and listens as `options` say. */
export async function startApi(options: ServerOptions): Promise<RunningApi> {
  const chain = await connectServerChain(options.chainRpcUrl, options.chainId);
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
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  const lines = [
    `listening on ${base} (document at ${base}/openapi.json)`,
    `chain: ${chain.description}, chain id ${options.chainId}`,
    `CORS origins: ${options.origins.join(", ")}`,
    `sign-in messages valid for ${options.nonceTtlMs / 1000} s`,
    "store: in memory, empty at each start (a reference, not a production database)",
    ...personas.map((line) => `persona ${line}`),
  ];
  return { server, base, lines };
}
