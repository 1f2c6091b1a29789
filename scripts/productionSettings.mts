import { getAddress, ZeroAddress } from "ethers";
import { testAddresses } from "./testWorldAddresses.mts";

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

/** Loopback hosts: the only ones allowed plain http, for local end-to-end runs of the production build. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
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
    return `${name} ${value} is a Hardhat, demo or mock-chain test address (its key is public or nobody's); only a build against localhost may use it`;
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
    case "VITE_CHAIN_RPC_URL":
      return checkUrl(name, value, "any");
    case "VITE_IPFS_GATEWAY":
      return checkUrl(name, value, "required");
    // Users follow this link off the app to trade: https always, even in a local build.
    case "VITE_MARKETPLACE_URL":
      return checkUrl(name, value, "any", true);
    default:
      return checkAddress(name, value, local);
  }
}

/** The one message a refused build prints. */
export function describeProblems(problems: string[]): string {
  return [
    "The production build needs its settings (see .env.production.example):",
    ...problems.map((p) => `  - ${p}`),
  ].join("\n");
}
