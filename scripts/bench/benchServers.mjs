// What bench:lighthouse and bench:start both stand on: the production build served on one origin beside
// `npm run api -- --seed` on another (the production settings pointing at it), and the demo build on a third. Every
// process is started here and stopped by its own PID when the script exits.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { waitForHttp } from "./benchBrowser.mjs";

// Each build is served like a CDN would serve it (scripts/test/staticServer.mjs), not by `vite preview`.
const STATIC_SERVER = "scripts/test/staticServer.mjs";

const started = [];
function start(args, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  started.push(child);
}

/**
 * A bench's ports: its defaults, or from `BENCH_PORT_BASE` on (base, base + 1, …, in the order given) so two
 * checkouts on one machine can run the same bench side by side.
 */
export function benchPorts(defaults) {
  const base = process.env.BENCH_PORT_BASE;
  if (!base) return defaults;
  return Object.fromEntries(Object.keys(defaults).map((name, i) => [name, Number(base) + i]));
}

export function stopServers() {
  for (const child of started) if (child.exitCode === null) child.kill("SIGTERM"); // by our own PIDs
}
process.on("exit", stopServers);
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

function build(mode, outDir, env = {}) {
  const result = spawnSync(
    "node_modules/.bin/vite",
    ["build", "--mode", mode, "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { env: { ...process.env, ...env }, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`${mode} build failed`);
}

/**
 * The floor app (bench/floor: a hello-world React 19 + Vite app, the project's own React and Vite) built into `dir`
 * and served on `port` (scripts/test/staticServer.mjs); resolves with its origin once it answers.
 */
export async function serveFloor({ port, dir }) {
  const config = "bench/floor/vite.config.mts";
  const result = spawnSync(
    "node_modules/.bin/vite",
    ["build", "--config", config, "--outDir", resolve(dir), "--emptyOutDir", "--logLevel", "warn"],
    { stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error("floor build failed");
  const origin = `http://127.0.0.1:${port}`;
  start([STATIC_SERVER, dir, String(port)]);
  await waitForHttp(`${origin}/`);
  return origin;
}

/** Builds both, starts the API and serves both builds, and resolves with their origins once all three answer. */
export async function serveBenchBuilds({ apiPort, appPort, demoPort, appDir, demoDir }) {
  const deployed = readFileSync("src/contracts/deployedContracts.ts", "utf8").match(
    /address: "(0x[0-9a-fA-F]{40})"/,
  );
  if (!deployed) throw new Error("no HolderNFT address in src/contracts/deployedContracts.ts");
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const demoOrigin = `http://127.0.0.1:${demoPort}`;
  start(["mocks/hosts/http/start.mjs", "--seed", "--quiet"], {
    PORT: String(apiPort),
    HOST: "127.0.0.1",
    API_ORIGINS: appOrigin,
  });
  build("production", appDir, {
    VITE_API_BASE_URL: apiUrl,
    VITE_CHAIN_RPC_URL: "http://127.0.0.1:8545",
    VITE_HOLDER_NFT_ADDRESS: deployed[1],
    VITE_NODE_RECHARGE_ADDRESS: "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199",
    VITE_IPFS_GATEWAY: `${apiUrl}/`,
    VITE_MARKETPLACE_URL: "https://element.market/collections/holder-nft",
  });
  build("demo", demoDir);
  start([STATIC_SERVER, appDir, String(appPort)]);
  start([STATIC_SERVER, demoDir, String(demoPort)]);
  await waitForHttp(`${apiUrl}/openapi.json`);
  await waitForHttp(`${appOrigin}/`);
  await waitForHttp(`${demoOrigin}/`);
  return { apiUrl, appOrigin, demoOrigin };
}
