// `npm run deploy [-- --network bscTestnet|bsc]` and `npm run verify -- --network bscTestnet|bsc`.
//
// npm appends the arguments after `--` to the script, so the network is read here and handed to Hardhat once:
// - deploy, no --network (or --network localhost): the local node, as always — scripts/chain/deploy.ts deploys with
//   Hardhat's account #0 and writes src/contracts/deployedContracts.ts (`npm run chain` runs the same script);
// - deploy --network bscTestnet|bsc: scripts/chain/deployToNetwork.ts (settings from the environment only, roles
//   handed over, deployments/<network>.json written; docs/decisions/0037-deploying-to-bsc.md);
// - verify --network bscTestnet|bsc: scripts/chain/verifyOnNetwork.ts (BscScan, from the record).
// The remote scripts compile only once their settings are checked, so a refusal comes at once.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const hardhat = createRequire(import.meta.url).resolve("hardhat/internal/cli/bootstrap.js");
const REMOTE = ["bscTestnet", "bsc"];

function fail(message) {
  console.error(message);
  process.exit(2);
}

const [command, ...args] = process.argv.slice(2);
let network;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  const value = arg === "--network" ? args[++i] : arg.startsWith("--network=") ? arg.slice(10) : undefined;
  if (value === undefined) fail(`${command}: unknown argument "${arg}" (only --network bscTestnet|bsc)`);
  if (network !== undefined) fail(`${command}: --network given twice`);
  network = value;
}

let nodeArgs;
let env = process.env;
if (command === "deploy" && (network === undefined || network === "localhost")) {
  nodeArgs = [hardhat, "run", "scripts/chain/deploy.ts", "--network", "localhost"];
} else if ((command === "deploy" || command === "verify") && REMOTE.includes(network)) {
  // What `hardhat run --no-compile <script> --network <network>` runs, without the Hardhat process that would only
  // start it (a second second of CPU for each command).
  const script = command === "deploy" ? "deployToNetwork.ts" : "verifyOnNetwork.ts";
  const register = createRequire(import.meta.url).resolve("hardhat/register");
  nodeArgs = [
    "--require",
    "ts-node/register/transpile-only",
    "--require",
    register,
    `scripts/chain/${script}`,
  ];
  env = { ...process.env, HARDHAT_NETWORK: network };
} else if (command === "deploy" || command === "verify") {
  fail(
    `${command}: --network ${network ?? "(none)"} is not one of ${REMOTE.join(", ")}` +
      (command === "deploy" ? "; without --network it deploys to the local node (npm run chain)" : ""),
  );
} else {
  fail("usage: node scripts/chain/cli.mjs deploy|verify [--network bscTestnet|bsc]");
}

const child = spawn(process.execPath, nodeArgs, { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
