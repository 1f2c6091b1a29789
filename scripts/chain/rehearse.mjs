// The go-live path rehearsed offline (`npm test`, step "deploy rehearsal"; docs/decisions/0037-deploying-to-bsc.md):
// a Hardhat node with BSC testnet's chain id (CHAIN_ID=97) on 127.0.0.1:8560 stands in for bscTestnet, and
//   1. `npm run deploy -- --network bscTestnet` refuses, with one message and no stack trace, when DEPLOYER_KEY is
//      missing, when MINTER_ADDRESS is malformed, and when the node is chain 56's (a stub on 8562);
//   2. it deploys with Hardhat's account #5, MINTER_ROLE to #6, DEFAULT_ADMIN_ROLE to #7, into a temporary
//      DEPLOYMENTS_DIR; the chain then shows exactly those roles (the deployer holds none) and the record every field;
//   3. a second deploy over the record, and `npm run verify` without BSCSCAN_API_KEY, are refused;
//   4. the production build for chain 97 takes the contract address from the record (VITE_DEPLOYMENT) and ships it,
//      and refuses the record for a chain-56 build;
//   5. nothing was written to src/contracts/deployedContracts.ts or the repository's deployments/.
// Exit code 0 when every check holds, 1 otherwise (each failed check named).
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Contract, getAddress, HDNodeWallet, id, JsonRpcProvider, Mnemonic } from "ethers";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const hardhat = createRequire(import.meta.url).resolve("hardhat/internal/cli/bootstrap.js");
const NODE_PORT = 8560;
const CHAIN_56_PORT = 8562;
const NODE_URL = `http://127.0.0.1:${NODE_PORT}`;
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

const hd = HDNodeWallet.fromSeed(
  Mnemonic.fromPhrase("test test test test test test test test test test test junk").computeSeed(),
);
const account = (i) => hd.derivePath(`m/44'/60'/0'/0/${i}`);
const DEPLOYER = account(5);
const MINTER = account(6).address;
const ADMIN = account(7).address;

const failures = [];
function check(ok, what, detail = "") {
  console.log(`${ok ? "  ✔" : "  ✖"} ${what}${ok || !detail ? "" : `\n${detail.replace(/^/gm, "      ")}`}`);
  if (!ok) failures.push(what);
  return ok;
}

/** The settings this rehearsal sets, dropped from the inherited environment so a developer's own never leak in. */
const OURS =
  /^(DEPLOYER_KEY|MINTER_ADDRESS|ADMIN_ADDRESS|BSC_RPC_URL|BSC_TESTNET_RPC_URL|BSCSCAN_API_KEY|DEPLOYMENTS_DIR|CHAIN_ID|VITE_.*)$/;
const baseEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !OURS.test(name)));

/** Runs a command to its end: exit code and everything it printed. */
function run(command, args, env) {
  return new Promise((resolve) => {
    const merged = Object.fromEntries(
      Object.entries({ ...baseEnv, ...env }).filter(([, v]) => v !== undefined),
    );
    const child = spawn(command, args, { cwd: root, env: merged, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? signal, output }));
  });
}
const npmDeploy = (env, network = "bscTestnet") =>
  run("npm", ["run", "--silent", "deploy", "--", "--network", network], env);
const npmVerify = (env) => run("npm", ["run", "--silent", "verify", "--", "--network", "bscTestnet"], env);
/** A stack trace's frame ("    at f (file:1:2)"): a refusal must not print one. */
const STACK = /^\s+at .+[:(]/m;

/** What must not change: the local node's module and the repository's records. */
function guarded() {
  const hash = (file) => createHash("sha256").update(readFileSync(file)).digest("hex");
  const dir = path.join(root, "deployments");
  return JSON.stringify({
    module: hash(path.join(root, "src/contracts/deployedContracts.ts")),
    deployments: existsSync(dir) ? readdirSync(dir).map((f) => `${f}:${hash(path.join(dir, f))}`) : [],
  });
}

const tmp = mkdtempSync(path.join(tmpdir(), "holder-rehearsal-"));
const records = path.join(tmp, "deployments");
const before = guarded();
let node;
let chain56;

async function rpc(url, method, params = []) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return (await res.json()).result;
}

async function startNode() {
  if (await rpc(NODE_URL, "eth_chainId").catch(() => undefined))
    throw new Error(`${NODE_URL} is already in use`);
  node = spawn(process.execPath, [hardhat, "node", "--hostname", "127.0.0.1", "--port", String(NODE_PORT)], {
    cwd: root,
    env: { ...baseEnv, CHAIN_ID: "97" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  node.stderr.on("data", (chunk) => (log = (log + chunk).slice(-2000)));
  for (const began = Date.now(); Date.now() - began < 60_000;) {
    if (node.exitCode !== null) throw new Error(`hardhat node exited (${node.exitCode})\n${log}`);
    const chainId = await rpc(NODE_URL, "eth_chainId").catch(() => undefined);
    if (chainId) return chainId;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("hardhat node did not answer within 60 s");
}

/** A node that says it is BNB Smart Chain (chain 56) and nothing else: the wrong RPC given for bscTestnet. */
function startChain56() {
  chain56 = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const { id: rpcId, method } = JSON.parse(body || "{}");
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify(
          method === "eth_chainId"
            ? { jsonrpc: "2.0", id: rpcId, result: "0x38" }
            : { jsonrpc: "2.0", id: rpcId, error: { code: -32601, message: "only eth_chainId here" } },
        ),
      );
    });
  });
  return new Promise((resolve, reject) => {
    chain56.once("error", reject);
    chain56.listen(CHAIN_56_PORT, "127.0.0.1", resolve);
  });
}

function stop() {
  if (node && node.exitCode === null && node.signalCode === null) node.kill("SIGTERM");
  chain56?.close();
  rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stop();
    process.exit(1);
  });

const GOOD = {
  BSC_TESTNET_RPC_URL: NODE_URL,
  DEPLOYER_KEY: DEPLOYER.privateKey,
  MINTER_ADDRESS: MINTER,
  ADMIN_ADDRESS: ADMIN,
  DEPLOYMENTS_DIR: records,
};

/** A refusal: exit code not 0, every expected text in the one message, no stack trace, no record written. */
function refused(what, result, texts, dir) {
  const written = existsSync(dir) ? readdirSync(dir) : [];
  check(
    result.code !== 0 &&
      texts.every((t) => result.output.includes(t)) &&
      !STACK.test(result.output) &&
      !written.length,
    what,
    `exit ${result.code}, wrote [${written}]\n${result.output}`,
  );
}

async function refusals() {
  const dir = (name) => path.join(tmp, name);
  const [noKey, badMinter, wrongChain] = await Promise.all([
    npmDeploy({ ...GOOD, DEPLOYER_KEY: undefined, DEPLOYMENTS_DIR: dir("no-key") }),
    npmDeploy({ ...GOOD, MINTER_ADDRESS: "0x1234", DEPLOYMENTS_DIR: dir("bad-minter") }),
    npmDeploy({
      ...GOOD,
      BSC_TESTNET_RPC_URL: `http://127.0.0.1:${CHAIN_56_PORT}`,
      DEPLOYMENTS_DIR: dir("chain-56"),
    }),
  ]);
  refused("no DEPLOYER_KEY: refused, naming it", noKey, ["DEPLOYER_KEY is missing"], dir("no-key"));
  check(
    !/MINTER_ADDRESS|ADMIN_ADDRESS|BSC_TESTNET_RPC_URL/.test(noKey.output),
    "…and naming nothing else",
    noKey.output,
  );
  refused(
    "a malformed MINTER_ADDRESS: refused, naming it",
    badMinter,
    ['MINTER_ADDRESS "0x1234"'],
    dir("bad-minter"),
  );
  refused(
    "a chain-56 node given as bscTestnet: refused, naming both chain ids",
    wrongChain,
    ["BSC_TESTNET_RPC_URL", "chain 56", "chain 97"],
    dir("chain-56"),
  );
}

async function deploy() {
  const result = await npmDeploy(GOOD);
  const file = path.join(records, "bscTestnet.json");
  if (
    !check(
      result.code === 0 && existsSync(file),
      "npm run deploy -- --network bscTestnet deploys",
      result.output,
    )
  )
    return null;
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The record has every field, each as the chain and the compiled artifact say. */
async function checkRecord(record, provider) {
  const fields = [
    "contract",
    "network",
    "chainId",
    "address",
    "transaction",
    "block",
    "deployedAt",
    "deployer",
    "constructorArguments",
    "roles",
    "compiler",
    "commit",
    "contractsModified",
  ];
  check(
    JSON.stringify(Object.keys(record)) === JSON.stringify(fields),
    "the record has every field",
    Object.keys(record).join(", "),
  );
  const receipt = await provider.getTransactionReceipt(record.transaction);
  const block = await provider.getBlock(record.block);
  const buildInfo = JSON.parse(
    readFileSync(
      path.join(
        root,
        "artifacts/contracts/HolderNFT.sol",
        JSON.parse(
          readFileSync(path.join(root, "artifacts/contracts/HolderNFT.sol/HolderNFT.dbg.json"), "utf8"),
        ).buildInfo,
      ),
      "utf8",
    ),
  );
  const { optimizer, evmVersion } = buildInfo.input.settings;
  const roleTxs = Object.values(record.roles.transactions ?? {});
  const roleReceipts = await Promise.all(roleTxs.map((hash) => provider.getTransactionReceipt(hash)));
  const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  const expectations = [
    ["contract", record.contract === "HolderNFT"],
    ["network and chain id", record.network === "bscTestnet" && record.chainId === 97],
    [
      "address (checksummed, the deployment's)",
      record.address === getAddress(receipt?.contractAddress ?? "0x"),
    ],
    ["transaction and block", receipt?.blockNumber === record.block && receipt?.status === 1],
    ["deployedAt (the block's time)", Date.parse(record.deployedAt) === Number(block?.timestamp) * 1000],
    [
      "deployer and constructor arguments",
      record.deployer === DEPLOYER.address && record.constructorArguments?.join() === DEPLOYER.address,
    ],
    ["roles", record.roles.MINTER_ROLE === MINTER && record.roles.DEFAULT_ADMIN_ROLE === ADMIN],
    ["four role transactions, all mined", roleTxs.length === 4 && roleReceipts.every((r) => r?.status === 1)],
    [
      "compiler (as the artifact was built)",
      record.compiler.version === buildInfo.solcVersion &&
        record.compiler.longVersion === buildInfo.solcLongVersion &&
        JSON.stringify(record.compiler.optimizer) ===
          JSON.stringify({ enabled: optimizer.enabled, runs: optimizer.runs }) &&
        record.compiler.evmVersion === evmVersion,
    ],
    ["commit (HEAD)", record.commit === commit && typeof record.contractsModified === "boolean"],
  ];
  for (const [what, ok] of expectations) check(ok, `record: ${what}`, JSON.stringify(record, null, 2));
}

/** On chain: exactly MINTER_ROLE → #6 and DEFAULT_ADMIN_ROLE → #7, from every grant and revoke the contract logged. */
async function checkRoles(record, provider) {
  const nft = new Contract(
    record.address,
    [
      "function MINTER_ROLE() view returns (bytes32)",
      "function DEFAULT_ADMIN_ROLE() view returns (bytes32)",
      "function hasRole(bytes32 role, address account) view returns (bool)",
      "event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)",
      "event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)",
    ],
    provider,
  );
  const [minterRole, adminRole] = [await nft.MINTER_ROLE(), await nft.DEFAULT_ADMIN_ROLE()];
  check(minterRole === id("MINTER_ROLE"), 'the contract\'s MINTER_ROLE is keccak256("MINTER_ROLE")');
  check(await nft.hasRole(minterRole, MINTER), "MINTER_ADDRESS holds MINTER_ROLE");
  check(await nft.hasRole(adminRole, ADMIN), "ADMIN_ADDRESS holds DEFAULT_ADMIN_ROLE");
  check(!(await nft.hasRole(minterRole, DEPLOYER.address)), "the deployer renounced MINTER_ROLE");
  check(!(await nft.hasRole(adminRole, DEPLOYER.address)), "the deployer renounced DEFAULT_ADMIN_ROLE");
  const holders = new Map();
  const events = [
    ...(await nft.queryFilter(nft.filters.RoleGranted(), 0)),
    ...(await nft.queryFilter(nft.filters.RoleRevoked(), 0)),
  ].sort((a, b) => a.blockNumber - b.blockNumber || a.index - b.index);
  for (const e of events) {
    const key = `${e.args.role === adminRole ? "DEFAULT_ADMIN_ROLE" : e.args.role === minterRole ? "MINTER_ROLE" : e.args.role} ${e.args.account}`;
    if (e.eventName === "RoleGranted") holders.set(key, true);
    else holders.delete(key);
  }
  const expected = [`MINTER_ROLE ${MINTER}`, `DEFAULT_ADMIN_ROLE ${ADMIN}`].sort();
  check(
    JSON.stringify([...holders.keys()].sort()) === JSON.stringify(expected),
    "nobody else holds a role (every RoleGranted and RoleRevoked replayed)",
    [...holders.keys()].join("\n"),
  );
}

/**
 * `vite build --mode production` with only these settings (an empty envDir: no .env file of the checkout counts),
 * unminified: what is checked is the address the bundle carries, and minifying was most of the build's time.
 */
function build(env, outDir) {
  const envDir = path.join(tmp, "env");
  mkdirSync(envDir, { recursive: true });
  const script = `import { build } from "vite";
await build({ mode: "production", envDir: ${JSON.stringify(envDir)}, logLevel: "warn",
  build: { outDir: ${JSON.stringify(outDir)}, emptyOutDir: true, minify: false, sourcemap: false } });`;
  return run(process.execPath, ["--input-type=module", "-e", script], { ...env, NODE_ENV: "production" });
}

async function afterDeploy(record) {
  const provider = new JsonRpcProvider(NODE_URL, 97, { staticNetwork: true });
  const dist = path.join(tmp, "dist");
  const settings = {
    VITE_API_BASE_URL: "http://127.0.0.1:8788",
    VITE_CHAIN_RPC_URL: NODE_URL,
    VITE_NODE_RECHARGE_ADDRESS: account(19).address,
    VITE_IPFS_GATEWAY: "http://127.0.0.1:8788/",
    VITE_MARKETPLACE_URL: "https://element.market/collections/holder-nft",
    VITE_DEPLOYMENT: path.join(records, "bscTestnet.json"),
  };
  const recordText = readFileSync(path.join(records, "bscTestnet.json"), "utf8");
  const [built, wrongChainBuild, again, verify] = await Promise.all([
    build({ ...settings, VITE_CHAIN_ID: "97" }, dist),
    build(settings, path.join(tmp, "dist-56")),
    npmDeploy(GOOD),
    npmVerify({ BSC_TESTNET_RPC_URL: NODE_URL, DEPLOYMENTS_DIR: records }),
    checkRecord(record, provider),
    checkRoles(record, provider),
  ]);
  provider.destroy();

  check(
    again.code !== 0 &&
      again.output.includes("already exists") &&
      !STACK.test(again.output) &&
      readFileSync(path.join(records, "bscTestnet.json"), "utf8") === recordText,
    "a second deploy over the record: refused, the record kept",
    again.output,
  );
  check(
    verify.code !== 0 && verify.output.includes("BSCSCAN_API_KEY is missing") && !STACK.test(verify.output),
    "npm run verify without BSCSCAN_API_KEY: refused, naming it",
    verify.output,
  );
  const assets =
    built.code === 0 ? readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".js")) : [];
  check(
    assets.some((f) => readFileSync(path.join(dist, "assets", f), "utf8").includes(record.address)),
    `the production build for chain 97 from the record ships ${record.address}`,
    built.output,
  );
  check(
    wrongChainBuild.code !== 0 &&
      wrongChainBuild.output.includes("(chain 97), but this build is for chain 56") &&
      !existsSync(path.join(tmp, "dist-56", "index.html")),
    "a build for chain 56 refuses the testnet record",
    wrongChainBuild.output,
  );
}

try {
  console.log(`deploy rehearsal: a Hardhat node as chain 97 on ${NODE_URL}, records in ${records}`);
  const [chainId] = await Promise.all([startNode(), startChain56(), refusals()]);
  check(chainId === "0x61", `the node answers as chain 97 (${chainId})`);
  console.log(`  (${seconds()} s: refusals done, node up)`);
  const record = await deploy();
  console.log(`  (${seconds()} s: deployed)`);
  if (record) await afterDeploy(record);
  check(guarded() === before, "src/contracts/deployedContracts.ts and deployments/ untouched");
} catch (error) {
  check(false, "the rehearsal ran", error instanceof Error ? error.stack : String(error));
} finally {
  stop();
}
console.log(
  failures.length
    ? `\ndeploy rehearsal: ${failures.length} check(s) failed in ${seconds()} s:\n${failures.map((f) => `  - ${f}`).join("\n")}`
    : `\ndeploy rehearsal: every check held, ${seconds()} s`,
);
process.exitCode = failures.length ? 1 : 0;
