// Deploying HolderNFT to a real network (docs/decisions/0037-deploying-to-bsc.md): the pure part, shared by the Hardhat
// scripts (deployToNetwork.ts, verifyOnNetwork.ts, run through `npm run deploy|verify -- --network …`), the production
// build's settings (scripts/build/productionSettings.mts, VITE_DEPLOYMENT) and their unit tests. No I/O here: the
// environment, the chain and the files are read by the callers.
import { computeAddress, getAddress, HDNodeWallet, Mnemonic, ZeroAddress } from "ethers";
import { NETWORKS } from "../../src/networks";

/** The networks `npm run deploy -- --network …` deploys to, and the variable that names each one's JSON-RPC node. */
export const REMOTE_NETWORKS = {
  bscTestnet: { chainId: 97, rpcVariable: "BSC_TESTNET_RPC_URL", explorer: NETWORKS[97].explorerUrl },
  bsc: { chainId: 56, rpcVariable: "BSC_RPC_URL", explorer: NETWORKS[56].explorerUrl },
} as const;

export type RemoteNetwork = keyof typeof REMOTE_NETWORKS;

export function isRemoteNetwork(name: string): name is RemoteNetwork {
  return Object.hasOwn(REMOTE_NETWORKS, name);
}

/** The network a chain id's record is written for: 56 → bsc, 97 → bscTestnet. */
export function networkOfChain(chainId: number): RemoteNetwork | null {
  for (const [name, network] of Object.entries(REMOTE_NETWORKS))
    if (network.chainId === chainId) return name as RemoteNetwork;
  return null;
}

/** The line every refusal ends with: where the settings belong. */
export const WHERE_SETTINGS_LIVE =
  "Set them in the shell or as the CI job's secrets, never in a file in the repository (README, Hosting production).";

/** One message naming every problem, as the deploy and verify scripts print it (no stack trace). */
export function describeRefusal(what: string, problems: readonly string[]): string {
  return [`${what}:`, ...problems.map((p) => `  - ${p}`), WHERE_SETTINGS_LIVE].join("\n");
}

/** Loopback hosts, as productionSettings.mts's isLoopbackHost (that ESM module is not loadable from Hardhat's CommonJS). */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    /^127\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)$/.test(hostname)
  );
}

const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";
let hardhatAccounts: string[] | undefined;

/** Hardhat's twenty default accounts (checksummed): their keys are published, whatever they hold is anyone's. */
export function hardhatAccountAddresses(): string[] {
  if (!hardhatAccounts) {
    const root = HDNodeWallet.fromSeed(Mnemonic.fromPhrase(HARDHAT_MNEMONIC).computeSeed());
    hardhatAccounts = Array.from({ length: 20 }, (_, i) => root.derivePath(`m/44'/60'/0'/0/${i}`).address);
  }
  return hardhatAccounts;
}

function hardhatAccountIndex(address: string): number {
  return hardhatAccountAddresses().indexOf(address);
}

/** What a deployment needs, checked: the values the deploy script uses. */
export interface DeploySettings {
  network: RemoteNetwork;
  chainId: number;
  rpcVariable: string;
  rpcUrl: string;
  /** The RPC node is on this machine: a rehearsal, where Hardhat's public keys and accounts are allowed. */
  loopback: boolean;
  deployerKey: string;
  deployer: string;
  minter: string;
  admin: string;
}

type Env = Record<string, string | undefined>;

/** Why `value` (from `name`) is no URL of a JSON-RPC node to deploy through. The value is not echoed: it may hold an API key. */
export function rpcUrlProblem(name: string, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} is not an absolute URL (its value is not shown: node URLs often carry an API key)`;
  }
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && isLoopbackHost(url.hostname)) return null;
  return `${name} must use https (plain http only for a node on loopback: 127.x.x.x, [::1], localhost)`;
}

/** The private key in `value`, 0x-prefixed, or why it is none. The key itself never appears in a message. */
function parseKey(value: string): { key: string; address: string } | { problem: string } {
  const hex = value.startsWith("0x") ? value.slice(2) : value;
  if (!/^[0-9a-fA-F]{64}$/.test(hex))
    return {
      problem: "DEPLOYER_KEY is not a private key: 64 hex digits, 0x first or not (its value is not shown)",
    };
  const key = `0x${hex.toLowerCase()}`;
  try {
    return { key, address: computeAddress(key) };
  } catch {
    return { problem: "DEPLOYER_KEY is not a valid secp256k1 private key (its value is not shown)" };
  }
}

function checkRoleAddress(
  name: "MINTER_ADDRESS" | "ADMIN_ADDRESS",
  value: string | undefined,
  role: string,
  loopback: boolean,
): { address: string } | { problem: string } {
  if (value === undefined || value.trim() === "") return { problem: `${name} is missing: ${role}` };
  if (value !== value.trim()) return { problem: `${name} has spaces around its value` };
  if (!/^0x[0-9a-fA-F]{40}$/.test(value))
    return { problem: `${name} "${value}" is not an address (0x and 40 hex digits)` };
  let checksummed: string;
  try {
    checksummed = getAddress(value);
  } catch {
    return { problem: `${name} "${value}" fails its EIP-55 checksum (a mistyped address)` };
  }
  if (checksummed !== value)
    return { problem: `${name} "${value}" is not EIP-55 checksummed: write it as ${checksummed}` };
  if (value === ZeroAddress) return { problem: `${name} is the zero address: nobody could use the role` };
  const index = hardhatAccountIndex(value);
  if (index >= 0 && !loopback)
    return {
      problem: `${name} ${value} is Hardhat's account #${index}, whose key is public: only a rehearsal on a loopback node may give it a role`,
    };
  return { address: value };
}

/**
 * Every problem with the settings of a deployment to `network` (empty when all are right), and the settings when
 * there is none. Read from the environment only: the RPC node's URL (BSC_TESTNET_RPC_URL or BSC_RPC_URL), the
 * deployer's key (DEPLOYER_KEY), the backend's signer that gets MINTER_ROLE (MINTER_ADDRESS) and the multisig that gets
 * DEFAULT_ADMIN_ROLE (ADMIN_ADDRESS). Secrets are named, never echoed.
 */
export function checkDeploySettings(
  network: string,
  env: Env,
): { problems: string[]; settings: DeploySettings | null } {
  if (!isRemoteNetwork(network))
    return {
      problems: [
        `--network ${network} is not a network this deploys to: bscTestnet (chain 97) or bsc (chain 56); the local node is \`npm run deploy\` without --network`,
      ],
      settings: null,
    };
  const { chainId, rpcVariable } = REMOTE_NETWORKS[network];
  const problems: string[] = [];

  const rpcUrl = env[rpcVariable]?.trim() ?? "";
  let loopback = false;
  if (!rpcUrl)
    problems.push(
      `${rpcVariable} is missing: the ${network} JSON-RPC node (chain ${chainId}) to deploy through`,
    );
  else {
    const problem = rpcUrlProblem(rpcVariable, rpcUrl);
    if (problem) problems.push(problem);
    else loopback = isLoopbackHost(new URL(rpcUrl).hostname);
  }

  let deployerKey = "";
  let deployer = "";
  const rawKey = env.DEPLOYER_KEY?.trim() ?? "";
  if (!rawKey)
    problems.push(
      "DEPLOYER_KEY is missing: the private key of the account that pays for the deployment (it gives its roles away at the end)",
    );
  else {
    const parsed = parseKey(rawKey);
    if ("problem" in parsed) problems.push(parsed.problem);
    else {
      const index = hardhatAccountIndex(parsed.address);
      if (index >= 0 && !loopback)
        problems.push(
          `DEPLOYER_KEY is Hardhat's account #${index}, whose key is public: only a rehearsal on a loopback node may deploy with it`,
        );
      else ({ key: deployerKey, address: deployer } = parsed);
    }
  }

  const minter = checkRoleAddress(
    "MINTER_ADDRESS",
    env.MINTER_ADDRESS,
    "the backend's signer, which gets MINTER_ROLE",
    loopback,
  );
  const admin = checkRoleAddress(
    "ADMIN_ADDRESS",
    env.ADMIN_ADDRESS,
    "the multisig that gets DEFAULT_ADMIN_ROLE",
    loopback,
  );
  if ("problem" in minter) problems.push(minter.problem);
  if ("problem" in admin) problems.push(admin.problem);
  if ("address" in minter && "address" in admin) {
    if (minter.address === admin.address)
      problems.push(
        `MINTER_ADDRESS and ADMIN_ADDRESS are the same address: the backend's signer must not also grant and revoke roles`,
      );
    for (const [name, role] of [
      ["MINTER_ADDRESS", minter],
      ["ADMIN_ADDRESS", admin],
    ] as const)
      if (deployer && role.address === deployer)
        problems.push(
          `${name} is the deployer's address, which renounces its roles at the end: name another account`,
        );
  }

  if (problems.length > 0 || !("address" in minter) || !("address" in admin))
    return { problems, settings: null };
  return {
    problems,
    settings: {
      network,
      chainId,
      rpcVariable,
      rpcUrl,
      loopback,
      deployerKey,
      deployer,
      minter: minter.address,
      admin: admin.address,
    },
  };
}

/**
 * Why a deployment's record may not be written to `dir` (both resolved), or null: a node on loopback is a rehearsal,
 * and the repository's deployments/ (`repositoryDir`) holds real networks' records only.
 */
export function recordDirProblem(loopback: boolean, dir: string, repositoryDir: string): string | null {
  return loopback && dir === repositoryDir
    ? "a node on loopback is a rehearsal, and deployments/ holds real networks' records only: set DEPLOYMENTS_DIR to a folder outside it"
    : null;
}

/** Why the node behind `rpcVariable` is not `network`'s, or null: it answered eth_chainId with `actual`. */
export function chainIdProblem(network: RemoteNetwork, actual: number): string | null {
  const { chainId, rpcVariable } = REMOTE_NETWORKS[network];
  if (actual === chainId) return null;
  const other = networkOfChain(actual);
  return `${rpcVariable} answers for chain ${actual}${other ? ` (${other})` : ""}, but ${network} is chain ${chainId}: point it at a ${network} node`;
}

/** The compiler settings the contract was built with: what a verification must repeat. */
export interface CompilerSettings {
  version: string;
  longVersion: string;
  optimizer: { enabled: boolean; runs: number };
  evmVersion: string;
}

/** `deployments/<network>.json`: what `npm run deploy -- --network …` did (deployments/README.md describes it). */
export interface DeploymentRecord {
  contract: "HolderNFT";
  network: RemoteNetwork;
  chainId: number;
  address: string;
  /** The deployment transaction, and the block it was mined in (and that block's time, ISO 8601). */
  transaction: string;
  block: number;
  deployedAt: string;
  /** The account that paid; it held both roles while setting up and renounced them. */
  deployer: string;
  /** HolderNFT's constructor takes the first admin: the deployer. Verification repeats them. */
  constructorArguments: [string];
  roles: {
    MINTER_ROLE: string;
    DEFAULT_ADMIN_ROLE: string;
    transactions: { grantMinter: string; grantAdmin: string; renounceMinter: string; renounceAdmin: string };
  };
  compiler: CompilerSettings;
  /** The commit checked out at deployment, and whether contracts/ differed from it. */
  commit: string;
  contractsModified: boolean;
}

const HASH = /^0x[0-9a-f]{64}$/;

function isChecksummed(value: unknown): value is string {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  try {
    return getAddress(value) === value;
  } catch {
    return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Every problem with `value` as a deployment record (empty when it is one), so a build or a verification never takes
 * an address from a file that is not what `npm run deploy` wrote.
 */
export function deploymentRecordProblems(value: unknown): string[] {
  if (!isObject(value)) return ["is not a JSON object"];
  const problems: string[] = [];
  const field = (name: string, ok: boolean, what: string) => {
    if (!ok) problems.push(`"${name}" ${value[name] === undefined ? "is missing" : "is not"} ${what}`);
  };
  field("contract", value.contract === "HolderNFT", '"HolderNFT"');
  field("network", typeof value.network === "string" && isRemoteNetwork(value.network), "bscTestnet or bsc");
  const expectedChain =
    typeof value.network === "string" && isRemoteNetwork(value.network)
      ? REMOTE_NETWORKS[value.network].chainId
      : undefined;
  field(
    "chainId",
    typeof value.chainId === "number" && (expectedChain === undefined || value.chainId === expectedChain),
    expectedChain === undefined ? "a chain id" : `${expectedChain}, the network's chain id`,
  );
  field("address", isChecksummed(value.address), "an EIP-55 checksummed address");
  field(
    "transaction",
    typeof value.transaction === "string" && HASH.test(value.transaction),
    "a transaction hash",
  );
  field("block", Number.isSafeInteger(value.block) && (value.block as number) >= 0, "a block number");
  field(
    "deployedAt",
    typeof value.deployedAt === "string" && !Number.isNaN(Date.parse(value.deployedAt)),
    "a date",
  );
  field("deployer", isChecksummed(value.deployer), "an EIP-55 checksummed address");
  field(
    "constructorArguments",
    Array.isArray(value.constructorArguments) &&
      value.constructorArguments.length === 1 &&
      value.constructorArguments[0] === value.deployer,
    "[deployer], HolderNFT's first admin",
  );
  const roles = value.roles;
  const transactions = isObject(roles) ? roles.transactions : undefined;
  field(
    "roles",
    isObject(roles) &&
      isChecksummed(roles.MINTER_ROLE) &&
      isChecksummed(roles.DEFAULT_ADMIN_ROLE) &&
      isObject(transactions) &&
      ["grantMinter", "grantAdmin", "renounceMinter", "renounceAdmin"].every(
        (name) => typeof transactions[name] === "string" && HASH.test(transactions[name]),
      ),
    "the holders of MINTER_ROLE and DEFAULT_ADMIN_ROLE with the four role transactions",
  );
  const compiler = value.compiler;
  field(
    "compiler",
    isObject(compiler) &&
      typeof compiler.version === "string" &&
      typeof compiler.longVersion === "string" &&
      isObject(compiler.optimizer) &&
      typeof compiler.optimizer.enabled === "boolean" &&
      typeof compiler.optimizer.runs === "number" &&
      typeof compiler.evmVersion === "string",
    "the compiler's version, optimizer and evmVersion",
  );
  field("commit", typeof value.commit === "string" && /^[0-9a-f]{40}$/.test(value.commit), "a commit hash");
  field("contractsModified", typeof value.contractsModified === "boolean", "true or false");
  return problems;
}

/** The record's text as written to disk: two-space JSON and a final newline, the repository's format. */
export function formatDeploymentRecord(record: DeploymentRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** The differences between two sets of compiler settings, as "name: recorded → now" lines. */
export function compilerDifferences(
  recorded: CompilerSettings,
  now: Omit<CompilerSettings, "longVersion">,
): string[] {
  const differences: string[] = [];
  if (recorded.version !== now.version) differences.push(`version ${recorded.version} → ${now.version}`);
  if (recorded.optimizer.enabled !== now.optimizer.enabled || recorded.optimizer.runs !== now.optimizer.runs)
    differences.push(`optimizer ${JSON.stringify(recorded.optimizer)} → ${JSON.stringify(now.optimizer)}`);
  if (recorded.evmVersion !== now.evmVersion)
    differences.push(`evmVersion ${recorded.evmVersion} → ${now.evmVersion}`);
  return differences;
}
