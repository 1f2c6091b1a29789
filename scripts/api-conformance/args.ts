import { isIP } from "node:net";

export const USAGE = `npm run test:api -- --url <base> [options]

  --url           the API server, e.g. https://api.staging.example.org
  --origin        the app's origin as the server knows it (default http://127.0.0.1:4173, npm run api's preview origin)
  --user-key      private key of a test user holding USDT (runs the paging, idempotency, race and money rules)
  --admin-key     private key of a test admin (runs the admin calls, review, refund)
  --other-origin  another origin the server serves the app from (a message issued for --origin must not sign in there)
  --chain-id      the chain sign-in messages must name: 56 (BNB Smart Chain, default) or 97 (BSC testnet, staging)
  --allow-money   run the rules that move the test accounts' funds on a host that is not loopback
  --max-wait      seconds the suite may wait for a sign-in message to expire (default 360); a longer life is skipped
  --report <file> also write the sheet as JSON
  --first <id>    run this rule first; --fail-fast stops at the first failure (both for the mutation runner)

Without keys the rules that need none run and the rest are listed as skipped. The money rules move the test user's
funds: every withdrawal is rejected again by the admin, so its USDT comes back; exchanges stay. On a host that is not
loopback (127.0.0.0/8, ::1, localhost) they run only with --allow-money, so nobody moves money on production by
accident.`;

export interface Options {
  help?: boolean;
  url: string;
  origin: string;
  otherOrigin?: string;
  userKey?: string;
  adminKey?: string;
  chainId: number;
  allowMoney: boolean;
  maxWaitSeconds: number;
  report?: string;
  first?: string;
  failFast: boolean;
}

const VALUED = [
  "--url",
  "--origin",
  "--other-origin",
  "--user-key",
  "--admin-key",
  "--chain-id",
  "--max-wait",
  "--report",
  "--first",
];
const SWITCHES = ["--allow-money", "--fail-fast", "--help"];

/** A host on this machine: any of 127.0.0.0/8, ::1 or the name localhost. */
export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost") return true;
  if (isIP(host) === 4) return host.split(".")[0] === "127";
  return isIP(host) === 6 && host === "::1";
}

/** The run's options, or a message saying what is wrong (with the usage). */
export function readArgs(argv: string[]): Options | string {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (SWITCHES.includes(flag)) {
      switches.add(flag);
      continue;
    }
    const value = argv[i + 1];
    if (!VALUED.includes(flag) || value === undefined)
      return `unknown or incomplete argument ${flag}\n\n${USAGE}`;
    values.set(flag, value);
    i++;
  }
  if (switches.has("--help"))
    return {
      help: true,
      url: "",
      origin: "",
      chainId: 56,
      allowMoney: false,
      maxWaitSeconds: 0,
      failFast: false,
    };
  const url = values.get("--url");
  if (!url) return USAGE;
  try {
    if (!/^https?:$/.test(new URL(url).protocol)) throw new Error();
  } catch {
    return `--url must be an http or https URL, got ${url}\n\n${USAGE}`;
  }
  const chainId = Number(values.get("--chain-id") ?? 56);
  if (chainId !== 56 && chainId !== 97) return `--chain-id must be 56 or 97\n\n${USAGE}`;
  const maxWait = Number(values.get("--max-wait") ?? 360);
  if (!Number.isFinite(maxWait) || maxWait < 0) return `--max-wait must be a number of seconds\n\n${USAGE}`;
  return {
    url: url.replace(/\/$/, ""),
    origin: values.get("--origin") ?? "http://127.0.0.1:4173",
    otherOrigin: values.get("--other-origin"),
    userKey: values.get("--user-key"),
    adminKey: values.get("--admin-key"),
    chainId,
    allowMoney: switches.has("--allow-money"),
    maxWaitSeconds: maxWait,
    report: values.get("--report"),
    first: values.get("--first"),
    failFast: switches.has("--fail-fast"),
  };
}
