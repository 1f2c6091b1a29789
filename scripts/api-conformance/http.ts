import { Wallet } from "ethers";

/** One request and what came back, kept for the sheet when a rule fails. */
export interface Exchange {
  method: string;
  path: string;
  requestBody?: string;
  status: number;
  body: unknown;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as it is (a malformed or oversized body). */
  rawBody?: string;
  token?: string;
  /** The page's origin, as a browser sends it; `null` sends none. Default: the app origin of the run. */
  origin?: string | null;
  headers?: Record<string, string>;
}

/** A rule's verdict against the server: says what was expected and shows the exchange that broke it. */
export class RuleFailure extends Error {
  constructor(
    message: string,
    readonly exchange?: Exchange,
  ) {
    super(message);
  }
}

/** The envelope every answer carries (docs/openapi.yaml). */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Talks to the server under test over plain HTTP, as any client of the API would. */
export class Http {
  /** Every exchange of the rule running now; the last one is shown when it fails. */
  readonly log: Exchange[] = [];

  constructor(
    readonly base: string,
    readonly appOrigin: string,
  ) {}

  get last(): Exchange | undefined {
    return this.log.at(-1);
  }

  async call<T = unknown>(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    const origin = options.origin === undefined ? this.appOrigin : options.origin;
    if (origin) headers.Origin = origin;
    if (options.token) headers.Authorization = options.token;
    let body: string | undefined = options.rawBody;
    if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers["Content-Type"] ??= "application/json";
    // Joined as text: `new URL("//api/x", base)` would read the path as another host.
    const response = await fetch(`${this.base}${path}`, { method, headers, body, redirect: "manual" });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: kept as text for the report.
    }
    const exchange: Exchange = {
      method,
      path,
      requestBody: body && body.length > 300 ? `${body.slice(0, 300)}… (${body.length} characters)` : body,
      status: response.status,
      body: parsed,
      headers: response.headers,
    };
    this.log.push(exchange);
    return { ...exchange, envelope: parsed as Envelope<T> };
  }
}

/** The sign-in message's first line names the site it is for (EIP-4361): "<domain> wants you to sign in…". */
export function messageDomain(message: string): string {
  return message.split("\n")[0]!.replace(/ wants you to sign in with your Ethereum account:$/, "");
}

/** Signs in `wallet` through the API (nonce, personal_sign, auth) and returns the token. */
export async function signIn(http: Http, wallet: Wallet): Promise<string> {
  const nonce = await http.call<string>("POST", `/api/public/nonce/${wallet.address}`);
  if (nonce.envelope?.code !== 200 || typeof nonce.envelope.data !== "string")
    throw new RuleFailure("the nonce call did not give a message to sign", http.last);
  const signature = await wallet.signMessage(nonce.envelope.data);
  const auth = await http.call<{ token: string }>("POST", `/api/public/auth/${wallet.address}`, {
    body: { signature },
  });
  if (auth.envelope?.code !== 200 || typeof auth.envelope.data?.token !== "string")
    throw new RuleFailure("signing in with a valid signature failed", http.last);
  return auth.envelope.data.token;
}
