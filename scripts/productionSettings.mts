import { getAddress, getCreateAddress, HDNodeWallet, Mnemonic, ZeroAddress } from "ethers";

/** The settings a production build takes, all required (`.env.production.example` explains each). */
export const PRODUCTION_SETTINGS = [
  "VITE_API_BASE_URL",
  "VITE_CHAIN_RPC_URL",
  "VITE_HOLDER_NFT_ADDRESS",
  "VITE_NODE_RECHARGE_ADDRESS",
  "VITE_IPFS_GATEWAY",
] as const;

export type ProductionSetting = (typeof PRODUCTION_SETTINGS)[number];
export type ProductionSettings = Record<ProductionSetting, string>;

const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";

/**
 * Addresses whose keys are public or that belong to a test deployment: Hardhat's twenty default accounts, the
 * contracts their first account deploys on a fresh node (src/contracts/deployedContracts.ts holds the first), and
 * the recharge address the app once built in. Money sent to them is anybody's; a build may use them only when API
 * and chain are both on this machine.
 */
export function testAddresses(): Set<string> {
  return (known ??= deriveTestAddresses());
}

let known: Set<string> | undefined;

function deriveTestAddresses(): Set<string> {
  const seed = Mnemonic.fromPhrase(HARDHAT_MNEMONIC);
  const accounts = Array.from(
    { length: 20 },
    (_, i) => HDNodeWallet.fromMnemonic(seed, `m/44'/60'/0'/0/${i}`).address,
  );
  const deployments = Array.from({ length: 10 }, (_, nonce) =>
    getCreateAddress({ from: accounts[0]!, nonce }),
  );
  const builtIn = "0x8a3D9d1F5A0c3E2b7c4E6d1f0B9A8C7d6e5F4a3b";
  return new Set([...accounts, ...deployments, builtIn].map((a) => a.toLowerCase()));
}

/** Loopback hosts: the only ones allowed plain http, for local end-to-end runs of the production build. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function checkUrl(name: ProductionSetting, value: string, slash: "none" | "required" | "any"): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} "${value}" is not an absolute URL`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return `${name} "${value}" must use https`;
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) {
    return `${name} "${value}" must use https (plain http only for localhost)`;
  }
  if (url.username || url.password) return `${name} "${value}" must not carry a user name or password`;
  if (url.hash) return `${name} "${value}" must not have a #fragment`;
  if (slash === "required" && (!value.endsWith("/") || url.search)) {
    return `${name} "${value}" must end with "/"`;
  }
  if (slash === "none" && (value.endsWith("/") || url.search)) {
    return `${name} "${value}" must not end with "/" or carry a query (paths like /api/... are appended)`;
  }
  return null;
}

/** EIP-55: only the exact checksummed spelling passes; all-lower and all-upper spellings are refused too. */
function checkAddress(name: ProductionSetting, value: string, local: boolean): string | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value))
    return `${name} "${value}" is not an address (0x and 40 hex digits)`;
  let checksummed: string;
  try {
    checksummed = getAddress(value);
  } catch {
    return `${name} "${value}" fails its EIP-55 checksum (a mistyped address)`;
  }
  if (checksummed !== value)
    return `${name} "${value}" is not EIP-55 checksummed: write it as ${checksummed}`;
  if (value === ZeroAddress) return `${name} is the zero address`;
  if (!local && testAddresses().has(value.toLowerCase())) {
    return `${name} ${value} is a Hardhat test address (its key is public); only a build against localhost may use it`;
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
  const local = isLocalUrl(env.VITE_API_BASE_URL) && isLocalUrl(env.VITE_CHAIN_RPC_URL);
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
    const problem =
      name === "VITE_API_BASE_URL" || name === "VITE_CHAIN_RPC_URL"
        ? checkUrl(name, value, name === "VITE_API_BASE_URL" ? "none" : "any")
        : name === "VITE_IPFS_GATEWAY"
          ? checkUrl(name, value, "required")
          : checkAddress(name, value, local);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The one message a refused build prints. */
export function describeProblems(problems: string[]): string {
  return [
    "The production build needs its settings (see .env.production.example):",
    ...problems.map((p) => `  - ${p}`),
  ].join("\n");
}
