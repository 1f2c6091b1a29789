// `npm run chain`: starts `hardhat node` on 127.0.0.1:8545 (chain id 56), waits until it answers, deploys HolderNFT
// (which writes src/contracts/deployedContracts.ts) and keeps the node running until this process is stopped
// (Ctrl-C, SIGTERM to this process's id, or its parent `npm run chain` ending); the node is then stopped by its own id.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const hardhat = createRequire(import.meta.url).resolve("hardhat/internal/cli/bootstrap.js");
const HOST = process.env.CHAIN_HOST ?? "127.0.0.1";
const PORT = Number(process.env.CHAIN_PORT ?? 8545);
const RPC = `http://${HOST}:${PORT}`;

function run(args, options = {}) {
  return spawn(process.execPath, [hardhat, ...args], { cwd: root, stdio: "inherit", ...options });
}

async function rpc(method) {
  const res = await fetch(RPC, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }),
  });
  return (await res.json()).result;
}

// Fails fast when something else already answers on the port.
const taken = await rpc("eth_chainId").then(
  () => true,
  () => false,
);
if (taken) {
  console.error(`chain: ${RPC} is already in use`);
  process.exit(1);
}

const node = run(["node", "--hostname", HOST, "--port", String(PORT)], {
  stdio: ["ignore", "pipe", "inherit"],
});
let nodeLog = "";
node.stdout.on("data", (chunk) => {
  // The node prints its 20 accounts and keys at start; keep only what comes after.
  if (process.env.CHAIN_VERBOSE) process.stdout.write(chunk);
  else nodeLog = (nodeLog + chunk).slice(-2000);
});
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  if (node.exitCode === null && node.signalCode === null) node.kill("SIGTERM");
  setTimeout(() => process.exit(code), 200).unref();
  node.once("exit", () => process.exit(code));
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
// `kill <pid of npm run chain>` ends npm without passing the signal on: stop when the parent goes away.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) stop(0);
}, 500);
node.on("exit", (code) => {
  if (!stopping) {
    console.error(`chain: hardhat node exited (${code})\n${nodeLog}`);
    process.exit(code ?? 1);
  }
});

const started = Date.now();
for (;;) {
  const chainId = await rpc("eth_chainId").catch(() => undefined);
  if (chainId) {
    console.log(`chain: hardhat node answers on ${RPC}, chain id ${chainId}`);
    break;
  }
  if (Date.now() - started > 60_000) {
    console.error("chain: hardhat node did not answer within 60 s");
    stop(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}

const deploy = run(["run", "scripts/chain/deploy.ts", "--network", "localhost"]);
const deployed = await new Promise((resolve) => deploy.on("exit", (code) => resolve(code === 0)));
if (!deployed) {
  console.error("chain: deploy failed");
  stop(1);
} else {
  console.log(
    `chain: ready (node pid ${node.pid}, this process pid ${process.pid}); stop with Ctrl-C or kill ${process.pid}`,
  );
}
