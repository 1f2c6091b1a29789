import { NONCE_TTL_MAX_MS, NONCE_TTL_MIN_MS, NONCE_TTL_MS } from "../../services/loginNonces";
import { networkIdProblem, parseNetworkId, type NetworkId } from "../../../src/networks";
import { parseOrigins } from "./cors";

export interface ServerOptions {
  host: string;
  port: number;
  origins: string[];
  chainRpcUrl: string | undefined;
  /** The chain it works on and names in sign-in messages (CHAIN_ID): 56, or 97 for a staging backend. */
  chainId: NetworkId;
  /** How long the sign-in messages it issues stay valid, in ms (LOGIN_NONCE_TTL_SECONDS). */
  nonceTtlMs: number;
  seed: boolean;
  quiet: boolean;
  help: boolean;
}

export const USAGE = `npm run api [-- --seed] [-- --quiet]

  --seed    give the store the demo personas (new user, user with history, admin with invite code HOLDER)
  --quiet   no line per request

  HOST, PORT        where to listen (default 127.0.0.1:8787)
  API_ORIGINS       comma-separated origins of the app: allowed by CORS, and the only ones sign-in messages are
                    issued for (the first for a request without Origin; default the local preview and dev origins)
  CHAIN_RPC_URL     a JSON-RPC node with HolderNFT (npm run chain); the built-in mock chain when unset
  CHAIN_ID          the node's chain id, named in sign-in messages: 56 (BNB Smart Chain, default) or 97 (BSC
                    testnet, for staging; needs CHAIN_RPC_URL: the built-in mock chain is 56)
  LOGIN_NONCE_TTL_SECONDS
                    how long a sign-in message stays valid: whole seconds from 1 to 600 (default 300)`;

/** The command line and environment, or a message saying what is wrong with them. */
export function readOptions(argv: string[], env: Record<string, string | undefined>): ServerOptions | string {
  const flags = new Set(["--seed", "--quiet", "--help"]);
  const unknown = argv.filter((arg) => !flags.has(arg));
  if (unknown.length) return `unknown argument ${unknown.join(" ")}\n\n${USAGE}`;
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return `PORT is not a port number: ${env.PORT}`;
  const origins = parseOrigins(env.API_ORIGINS);
  if (typeof origins === "string") return origins;
  const chainId = parseNetworkId(env.CHAIN_ID);
  if (chainId === null) return networkIdProblem("CHAIN_ID", env.CHAIN_ID)!;
  const nonceTtlMs = parseNonceTtl(env.LOGIN_NONCE_TTL_SECONDS);
  if (typeof nonceTtlMs === "string") return nonceTtlMs;
  return {
    host: env.HOST || "127.0.0.1",
    port,
    origins,
    chainRpcUrl: env.CHAIN_RPC_URL || undefined,
    chainId,
    nonceTtlMs,
    seed: argv.includes("--seed"),
    quiet: argv.includes("--quiet"),
    help: argv.includes("--help"),
  };
}

/**
 * `LOGIN_NONCE_TTL_SECONDS`: whole seconds from 1 to 600, in ms; unset or empty is the default five minutes. Anything
 * else (a fraction, a unit, a sign, 0, more than ten minutes) is an error message, not a silent default.
 */
function parseNonceTtl(raw: string | undefined): number | string {
  if (raw === undefined || raw === "") return NONCE_TTL_MS;
  const ms = /^\d{1,6}$/.test(raw) ? Number(raw) * 1000 : NaN;
  if (!(ms >= NONCE_TTL_MIN_MS && ms <= NONCE_TTL_MAX_MS)) {
    return `LOGIN_NONCE_TTL_SECONDS is not a whole number of seconds from ${NONCE_TTL_MIN_MS / 1000} to ${NONCE_TTL_MAX_MS / 1000}: ${raw}`;
  }
  return ms;
}
