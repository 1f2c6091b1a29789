/** The fields of an EIP-4361 "Sign-In with Ethereum" message that the app checks before asking for a signature. */
export interface SiweMessage {
  domain: string;
  address: string;
  statement: string;
  uri: string;
  version: string;
  chainId: number;
  nonce: string;
  issuedAt: number;
  expirationTime?: number;
  notBefore?: number;
}

/** Why the app will not have a message signed; each has a translated text under `wallet.siwe.*`. */
export type SiweRefusal = "malformed" | "domain" | "address" | "chain" | "expired" | "notYetValid";

const HEADER = / wants you to sign in with your Ethereum account:$/;
const FIELDS: Record<string, keyof SiweMessage> = {
  URI: "uri",
  Version: "version",
  "Chain ID": "chainId",
  Nonce: "nonce",
  "Issued At": "issuedAt",
  "Expiration Time": "expirationTime",
  "Not Before": "notBefore",
};
const TIMES = new Set<keyof SiweMessage>(["issuedAt", "expirationTime", "notBefore"]);
/** RFC 3339 date-time, as EIP-4361 requires. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads the message line by line; null when it is not an EIP-4361 message (nothing is guessed). */
export function parseSiweMessage(text: string): SiweMessage | null {
  const lines = text.split("\n");
  const header = lines[0] ?? "";
  if (!HEADER.test(header)) return null;
  const domain = header.replace(HEADER, "");
  const address = lines[1] ?? "";
  if (!domain || /\s/.test(domain) || !/^0x[0-9a-fA-F]{40}$/.test(address) || lines[2] !== "") return null;
  let i = 3;
  let statement = "";
  if (lines[i] !== undefined && !lines[i]!.startsWith("URI: ")) {
    statement = lines[i]!;
    if (lines[i + 1] !== "") return null;
    i += 2;
  }
  const found: Record<string, string | number> = {};
  for (; i < lines.length; i++) {
    const match = /^([A-Za-z ]+): (.+)$/.exec(lines[i]!);
    if (!match) break; // Request ID and Resources may follow; the app does not need them
    const key = FIELDS[match[1]!];
    if (!key) continue;
    if (key in found) return null;
    found[key] = match[2]!;
  }
  for (const key of TIMES) {
    if (found[key] === undefined) continue;
    const raw = String(found[key]);
    const time = Date.parse(raw);
    if (!RFC3339.test(raw) || Number.isNaN(time)) return null;
    found[key] = time;
  }
  if (found.chainId !== undefined) {
    if (!/^[1-9]\d{0,15}$/.test(String(found.chainId))) return null;
    found.chainId = Number(found.chainId);
  }
  const { uri, version, chainId, nonce, issuedAt } = found;
  if (uri === undefined || version !== "1" || chainId === undefined || nonce === undefined) return null;
  if (issuedAt === undefined) return null;
  return { domain, address, statement, ...found } as unknown as SiweMessage;
}

/** Clocks disagree a little: a message issued up to this far ahead of the device's clock is still accepted. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Whether the message is one this site may sign: for this page's host (domain and URI), the user's account, the
 * expected chain, and valid now (an Expiration Time is required). Returns the first problem found, or null.
 */
export function checkSiweMessage(
  text: string,
  expected: { host: string; address: string; chainId: number; now: number },
): SiweRefusal | null {
  const message = parseSiweMessage(text);
  if (!message) return "malformed";
  let uriHost: string;
  try {
    uriHost = new URL(message.uri).host;
  } catch {
    return "malformed";
  }
  if (message.domain !== expected.host || uriHost !== expected.host) return "domain";
  if (message.address.toLowerCase() !== expected.address.toLowerCase()) return "address";
  if (message.chainId !== expected.chainId) return "chain";
  if (message.expirationTime === undefined || message.expirationTime <= expected.now) return "expired";
  if (message.issuedAt > expected.now + CLOCK_SKEW_MS) return "notYetValid";
  if (message.notBefore !== undefined && message.notBefore > expected.now + CLOCK_SKEW_MS)
    return "notYetValid";
  return null;
}
