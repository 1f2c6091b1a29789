import { getAddress } from "ethers";
import { networkIdProblem, rpcUrls } from "../../src/networks.ts";
import { testAddresses } from "./testWorldAddresses.mts";
import { deploymentRecordProblems, type DeploymentRecord } from "../chain/deployment.ts";

/** The settings a production build takes, all required (`.env.production.example` explains each). */
export const PRODUCTION_SETTINGS = [
  "VITE_API_BASE_URL",
  "VITE_CHAIN_RPC_URL",
  "VITE_HOLDER_NFT_ADDRESS",
  "VITE_NODE_RECHARGE_ADDRESS",
  "VITE_IPFS_GATEWAY",
  "VITE_MARKETPLACE_URL",
] as const;

export type ProductionSetting = (typeof PRODUCTION_SETTINGS)[number];
export type ProductionSettings = Record<ProductionSetting, string>;

/**
 * Hosts reserved for documentation and tests (RFC 2606, RFC 6761): `*.example`, `*.test`, `*.invalid` and
 * example.com/.org/.net. Nobody runs a service there for this app, so a build naming one was not configured.
 */
export function isReservedHost(hostname: string): boolean {
  return (
    /(^|\.)(example|test|invalid)\.?$/i.test(hostname) || /(^|\.)example\.(com|org|net)\.?$/i.test(hostname)
  );
}

/**
 * Loopback hosts: the only ones allowed plain http, and where a build may name test addresses (decision 0035).
 * `hostname` as `new URL()` gives it, already normalized: lower-cased, IPv4 in dotted decimal (`127.1`, `0x7f.1`
 * and `2130706433` are `127.0.0.1`), IPv6 compressed and bracketed (`[0:0:0:0:0:0:0:1]` is `[::1]`). Loopback is
 * 127.0.0.0/8, `[::1]` and `localhost` exactly; not `localhost.` or `*.localhost`, not `0.0.0.0` or `[::]` (every
 * interface, not this machine alone), not the IPv4-mapped `[::ffff:7f00:1]`, and no name that merely starts or ends
 * like one (`localhost.evil.com`, `127.0.0.1.nip.io`).
 */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    /^127\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)$/.test(hostname)
  );
}

function checkUrl(
  name: ProductionSetting,
  value: string,
  slash: "none" | "required" | "any",
  httpsOnly = false,
): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} "${value}" is not an absolute URL`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return `${name} "${value}" must use https`;
  if (url.protocol === "http:" && (httpsOnly || !isLoopbackHost(url.hostname))) {
    return httpsOnly
      ? `${name} "${value}" must use https`
      : `${name} "${value}" must use https (plain http only for localhost)`;
  }
  if (url.username || url.password) return `${name} "${value}" must not carry a user name or password`;
  if (url.hash) return `${name} "${value}" must not have a #fragment`;
  if (slash === "required" && (!value.endsWith("/") || url.search)) {
    return `${name} "${value}" must end with "/"`;
  }
  if (slash === "none" && (value.endsWith("/") || url.search)) {
    return `${name} "${value}" must not end with "/" or carry a query (paths like /api/... are appended)`;
  }
  if (isReservedHost(url.hostname))
    return `${name} "${value}" is a documentation host (RFC 2606), not a deployment`;
  return null;
}

/** Burn addresses in common use: tokens are sent there to be destroyed, nobody holds their keys. */
const BURN_ADDRESSES = new Set([
  "0x000000000000000000000000000000000000dead",
  "0xdead000000000000000042069420694206942069",
]);

/**
 * Hexspeak seen in placeholders (0xDEADBEEF, 0xCAFEBABE, 0xFEEDFACE, 0xBADC0DE, 0xC0FFEE, 0xDECAF, 0xF00D) and the
 * zero digit: an address spelled from them alone was typed by a person. Fewer than 2^43 of the 2^160 addresses are.
 */
const PLACEHOLDER_WORDS = [
  "0",
  "dead",
  "beef",
  "cafe",
  "babe",
  "face",
  "feed",
  "f00d",
  "c0de",
  "c0ffee",
  "decaf",
  "bad",
];

/** Whether `digits` is `words` one after another (any number of each, in any order). */
function spelledFrom(digits: string, words: readonly string[]): boolean {
  const reachable = [true, ...Array<boolean>(digits.length).fill(false)];
  for (let i = 0; i < digits.length; i++) {
    if (!reachable[i]) continue;
    for (const word of words) if (digits.startsWith(word, i)) reachable[i + word.length] = true;
  }
  return reachable[digits.length]!;
}

/** The shortest unit of at most 16 hex digits that `digits` repeats, if any (0x1111…, 0xdeadbeef×5, 0x1234567890×4). */
function repeatedUnit(digits: string): string | null {
  for (let unit = 1; unit <= 16; unit++) {
    if ([...digits].every((c, i) => c === digits[i % unit])) return digits.slice(0, unit);
  }
  return null;
}

/**
 * Why an address can be no deployment's contract or payee, or null. An address is a hash (of a public key, or of a
 * deployer and nonce or salt): one with its first 16 bytes zero, or that repeats a unit of at most 16 hex digits, or
 * is spelled from placeholder words, comes out of a key or a deployment with a chance under 2^-95, so such an
 * address was typed, not derived (decision 0035). Precompiles and BSC's system contracts are named as such.
 */
export function unspendableAddress(address: string): string | null {
  const digits = address.slice(2).toLowerCase();
  const value = BigInt(address);
  if (value === 0n) return "the zero address: nothing sent there can be spent";
  if (BURN_ADDRESSES.has(`0x${digits}`))
    return "a burn address: nobody holds its key, so whatever is sent there is lost";
  if (value <= 0x11n || (value >= 0x64n && value <= 0x69n) || value === 0x100n)
    return "a precompiled contract (0x01–0x11, and BSC's 0x64–0x69 and 0x100), not a contract or wallet of this deployment";
  if (value >= 0x1000n && value <= 0x3000n)
    return "in the range of BSC's system contracts (0x1000–0x3000: validators, staking, token hub, governance), not this deployment's";
  if (value < 2n ** 32n)
    return "zero in its first 16 bytes: no key or deployment yields such an address, so it is a placeholder";
  const unit = repeatedUnit(digits);
  if (unit) return `"${unit}" repeated: no key or deployment yields such an address, so it is a placeholder`;
  if (spelledFrom(digits, PLACEHOLDER_WORDS))
    return "spelled from placeholder words (dead, beef, cafe, babe, …) and zeros: no key or deployment yields it";
  return null;
}

/**
 * EIP-55: only the exact checksummed spelling passes; all-lower and all-upper spellings are refused too. Before
 * that, an address no deployment can have (zero, burn, precompile, system contract, placeholder) is refused in every
 * build, local or not; after it, the test world's addresses unless API and RPC are both on loopback.
 */
function checkAddress(name: ProductionSetting, value: string, local: boolean): string | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value))
    return `${name} "${value}" is not an address (0x and 40 hex digits)`;
  const unspendable = unspendableAddress(value);
  if (unspendable) return `${name} ${value} is ${unspendable}`;
  let checksummed: string;
  try {
    checksummed = getAddress(value);
  } catch {
    return `${name} "${value}" fails its EIP-55 checksum (a mistyped address)`;
  }
  if (checksummed !== value)
    return `${name} "${value}" is not EIP-55 checksummed: write it as ${checksummed}`;
  if (!local && testAddresses().has(value.toLowerCase())) {
    return `${name} ${value} is a Hardhat, demo or mock-chain test address (its key is public or nobody's); only a build whose API and RPC are both on loopback (127.x.x.x, [::1], localhost) may use it`;
  }
  return null;
}

function isLocalUrl(value: string | undefined): boolean {
  try {
    return value !== undefined && isLoopbackHost(new URL(value).hostname);
  } catch {
    return false;
  }
}

/**
 * Every problem with the production settings in `env` (empty when all are right). Pure, so the build and its test
 * share it: the Vite plugin turns a non-empty answer into one failed build naming every problem at once.
 */
export function checkProductionSettings(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const local =
    isLocalUrl(env.VITE_API_BASE_URL) &&
    rpcUrls(env.VITE_CHAIN_RPC_URL ?? "").every((url) => isLocalUrl(url));
  // Optional: unset is BNB Smart Chain.
  const network = networkIdProblem("VITE_CHAIN_ID", env.VITE_CHAIN_ID);
  if (network) problems.push(network);
  const dsn = errorReportDsnProblem(env.VITE_ERROR_REPORT_DSN);
  if (dsn) problems.push(dsn);
  for (const name of PRODUCTION_SETTINGS) {
    const value = env[name]?.trim();
    if (!value) {
      problems.push(`${name} is missing`);
      continue;
    }
    if (value !== env[name]) {
      problems.push(`${name} has spaces around its value`);
      continue;
    }
    const problem = checkOne(name, value, local);
    if (problem) problems.push(problem);
  }
  const nft = env.VITE_HOLDER_NFT_ADDRESS?.trim().toLowerCase();
  // Node payments sent to the contract would be stuck there (or, with a receive hook, credited to nobody).
  if (nft && nft === env.VITE_NODE_RECHARGE_ADDRESS?.trim().toLowerCase())
    problems.push("VITE_HOLDER_NFT_ADDRESS and VITE_NODE_RECHARGE_ADDRESS are the same address");
  return problems;
}

function checkOne(name: ProductionSetting, value: string, local: boolean): string | null {
  switch (name) {
    case "VITE_API_BASE_URL":
      return checkUrl(name, value, "none");
    case "VITE_CHAIN_RPC_URL": {
      const urls = rpcUrls(value);
      if (urls.length !== value.split(",").length) return `${name} "${value}" has an empty URL in its list`;
      return urls.map((url) => checkUrl(name, url, "any")).find((problem) => problem !== null) ?? null;
    }
    case "VITE_IPFS_GATEWAY":
      return checkUrl(name, value, "required");
    // Users follow this link off the app to trade: https always, even in a local build.
    case "VITE_MARKETPLACE_URL":
      return checkUrl(name, value, "any", true);
    default:
      return checkAddress(name, value, local);
  }
}

/**
 * VITE_ERROR_REPORT_DSN, optional (docs/decisions/0038-error-reports.md): unset or empty, the app reports nothing.
 * Set, a Sentry-style DSN, `https://<public key>@<host>[/<path>]/<project id>` (Sentry, or a self-hosted
 * GlitchTip): https except on loopback, the public key only (the bundle is public: a secret key would be read by
 * anyone), no query or fragment, not a documentation host.
 */
export function errorReportDsnProblem(value: string | undefined): string | null {
  const name = "VITE_ERROR_REPORT_DSN";
  if (value === undefined || value === "") return null;
  if (value.trim() !== value) return `${name} has spaces around its value`;
  const form = `a DSN reads https://<public key>@<host>/<project id>`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} "${value}" is not an absolute URL: ${form}`;
  }
  // First, so no message below repeats the secret.
  if (url.password)
    return `${name} carries a secret key after its public key: the bundle is public, give the public key alone`;
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopbackHost(url.hostname)))
    return `${name} "${value}" must use https (plain http only for localhost)`;
  if (!url.username) return `${name} "${value}" has no public key: ${form}`;
  if (url.search || url.hash) return `${name} "${value}" must not carry a query or a #fragment: ${form}`;
  if (!/^\/(?:[^/]+\/)*\d+$/.test(url.pathname))
    return `${name} "${value}" does not end with a project id (digits): ${form}`;
  if (isReservedHost(url.hostname))
    return `${name} "${value}" is a documentation host (RFC 2606), not a deployment`;
  return null;
}

/** The one message a refused build prints. */
export function describeProblems(problems: string[]): string {
  return [
    "The production build needs its settings (see .env.production.example):",
    ...problems.map((p) => `  - ${p}`),
  ].join("\n");
}

/**
 * VITE_DEPLOYMENT: the HolderNFT address taken from a deployment record (`npm run deploy -- --network …` writes
 * deployments/<network>.json) instead of VITE_HOLDER_NFT_ADDRESS, so the address a build ships is the one the deploy
 * handed its roles over on, not one copied by hand. `read` gives the file's text (the build reads it from the project
 * root). Refused: both settings at once, a file that is not a record, and a record of another chain than the
 * build's (VITE_CHAIN_ID, 56 when unset). The address then meets every check VITE_HOLDER_NFT_ADDRESS would.
 */
export function settingsFromDeployment(
  env: Record<string, string | undefined>,
  read: (file: string) => string,
): { env: Record<string, string | undefined>; problems: string[] } {
  const file = env.VITE_DEPLOYMENT?.trim();
  if (!file) return { env, problems: [] };
  const name = `VITE_DEPLOYMENT "${file}"`;
  if (env.VITE_HOLDER_NFT_ADDRESS?.trim())
    return {
      env,
      problems: [
        "VITE_DEPLOYMENT and VITE_HOLDER_NFT_ADDRESS are both set: name the contract once, by its deployment record or by address",
      ],
    };
  let record: unknown;
  try {
    record = JSON.parse(read(file));
  } catch (error) {
    const code = (error as { code?: string }).code;
    return {
      env,
      problems: [
        code === "ENOENT"
          ? `${name} does not exist (\`npm run deploy -- --network bscTestnet|bsc\` writes deployments/<network>.json)`
          : `${name} cannot be read as JSON${code ? ` (${code})` : ""}`,
      ],
    };
  }
  const wrong = deploymentRecordProblems(record);
  if (wrong.length) return { env, problems: [`${name} is not a deployment record: ${wrong.join("; ")}`] };
  const { address, chainId, network } = record as DeploymentRecord;
  const buildChain = env.VITE_CHAIN_ID?.trim() || "56";
  // A VITE_CHAIN_ID other than 56 or 97 is named by checkProductionSettings.
  if (/^\d+$/.test(buildChain) && Number(buildChain) !== chainId)
    return {
      env,
      problems: [
        `${name} is HolderNFT on ${network} (chain ${chainId}), but this build is for chain ${buildChain} (VITE_CHAIN_ID${env.VITE_CHAIN_ID?.trim() ? "" : " unset"})`,
      ],
    };
  return { env: { ...env, VITE_HOLDER_NFT_ADDRESS: address }, problems: [] };
}

/**
 * Everything a production build checks, VITE_DEPLOYMENT included: the settings to build with (the record's address
 * in VITE_HOLDER_NFT_ADDRESS) and every problem. A record that could not be taken is named once, not also as a
 * missing VITE_HOLDER_NFT_ADDRESS.
 */
export function checkProductionBuild(
  env: Record<string, string | undefined>,
  read: (file: string) => string,
): { env: Record<string, string | undefined>; problems: string[] } {
  const fromRecord = settingsFromDeployment(env, read);
  const recordFailed = fromRecord.problems.length > 0 && !env.VITE_HOLDER_NFT_ADDRESS?.trim();
  const problems = checkProductionSettings(fromRecord.env).flatMap((problem) =>
    problem !== "VITE_HOLDER_NFT_ADDRESS is missing"
      ? [problem]
      : recordFailed
        ? []
        : ["VITE_HOLDER_NFT_ADDRESS is missing (or VITE_DEPLOYMENT, the deployment record to take it from)"],
  );
  return { env: fromRecord.env, problems: [...fromRecord.problems, ...problems] };
}
