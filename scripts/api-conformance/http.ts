import { Agent as HttpAgent, request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Wallet } from "ethers";
import { appBody } from "./appBodies";

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
  /** The body's media type; `null` sends none. Default `application/json` when there is a body. */
  contentType?: string | null;
  /** Sends the body in chunks with no Content-Length (a server must bound what it reads, not what it is told). */
  chunked?: boolean;
  /** Headers sent as they are, after the others, repeats included (two `Host` headers). */
  rawHeaders?: [string, string][];
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

export type Answer<T = unknown> = Exchange & { envelope: Envelope<T> };

/**
 * Talks to the server under test over plain HTTP, as any client of the API would. The path goes out byte for byte
 * as written (node:http, not fetch, which would fold `/x/../api` into `/api`), so aliases can be tried as an attacker
 * sends them.
 */
export class Http {
  /** Every exchange of the rule running now; the last one is shown when it fails. */
  readonly log: Exchange[] = [];
  private readonly url: URL;
  private readonly agent: HttpAgent;

  constructor(
    readonly base: string,
    readonly appOrigin: string,
  ) {
    this.url = new URL(base);
    const Agent = this.url.protocol === "https:" ? HttpsAgent : HttpAgent;
    this.agent = new Agent({ keepAlive: true, maxSockets: 32 });
  }

  get last(): Exchange | undefined {
    return this.log.at(-1);
  }

  /** The base's own path (a server mounted under `/v1`, say) is put before every path. */
  private target(path: string): string {
    return `${this.url.pathname.replace(/\/$/, "")}${path}`;
  }

  async call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    const origin = options.origin === undefined ? this.appOrigin : options.origin;
    if (origin) headers.Origin = origin;
    if (options.token) headers.Authorization = options.token;
    let body: string | undefined = options.rawBody;
    if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
    const contentType = options.contentType === undefined ? "application/json" : options.contentType;
    if (body !== undefined && contentType !== null) headers["Content-Type"] ??= contentType;
    const sent = await this.send(method, this.target(path), headers, body, options).catch(
      (error: unknown) => {
        // A kept-alive connection the server closed while idle (its keep-alive timeout) fails before the request
        // reaches it: sent again on a new connection, as Node's documentation advises. Anything else is the server's.
        if ((error as { reusedSocket?: boolean }).reusedSocket)
          return this.send(method, this.target(path), headers, body, options);
        throw error;
      },
    );
    let parsed: unknown = sent.text;
    try {
      parsed = sent.text ? JSON.parse(sent.text) : null;
    } catch {
      // Not JSON: kept as text for the report.
    }
    const exchange: Exchange = {
      method,
      path,
      requestBody: body && body.length > 300 ? `${body.slice(0, 300)}… (${body.length} characters)` : body,
      status: sent.status,
      body: parsed,
      headers: sent.headers,
    };
    this.log.push(exchange);
    return { ...exchange, envelope: parsed as Envelope<T> };
  }

  private send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
    options: CallOptions,
  ): Promise<{ status: number; text: string; headers: Headers }> {
    const request = this.url.protocol === "https:" ? httpsRequest : httpRequest;
    const bytes = body === undefined ? undefined : Buffer.from(body);
    // Raw header pairs keep repeats; Node sends Host itself unless one is given.
    const list: [string, string][] = Object.entries(headers);
    if (bytes && !options.chunked) list.push(["Content-Length", String(bytes.length)]);
    if (!options.rawHeaders?.some(([name]) => name.toLowerCase() === "host"))
      list.unshift(["Host", this.url.host]);
    list.push(...(options.rawHeaders ?? []));
    const flat = list.flat() as unknown as OutgoingHttpHeaders;
    return new Promise((resolve, reject) => {
      const req = request(
        {
          protocol: this.url.protocol,
          hostname: this.url.hostname.replace(/^\[|\]$/g, ""),
          port: this.url.port,
          method,
          path,
          headers: flat,
          agent: this.agent,
          setHost: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              for (const one of Array.isArray(value) ? value : [value ?? ""]) answerHeaders.append(name, one);
            resolve({
              status: res.statusCode ?? 0,
              text: Buffer.concat(chunks).toString(),
              headers: answerHeaders,
            });
          });
          res.on("error", reject);
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer within 30 s`)));
      req.on("error", (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
      if (bytes && options.chunked) {
        // Several writes, so the body goes out in chunks whatever its size.
        const step = 64 * 1024;
        for (let at = 0; at < bytes.length; at += step) req.write(bytes.subarray(at, at + step));
        req.end();
      } else req.end(bytes);
    });
  }

  /**
   * `n` requests made by `send` at the same moment. `n` cheap reads first open `n` kept-alive connections, so the
   * burst needs no handshakes and its requests land in the server together, where a race shows.
   */
  async burst<T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> {
    await Promise.all(Array.from({ length: n }, () => this.call("GET", "/api/public/coins")));
    return Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  }

  /** Closes kept-alive connections, so the process can end. */
  close(): void {
    this.agent.destroy();
  }
}

/** The sign-in message's first line names the site it is for (EIP-4361): "<domain> wants you to sign in…". */
export function messageDomain(message: string): string {
  return message.split("\n")[0]!.replace(/ wants you to sign in with your Ethereum account:$/, "");
}

/** A field of the sign-in message (`URI`, `Chain ID`, `Nonce`, `Issued At`, `Expiration Time`), or undefined. */
export function messageField(message: string, name: string): string | undefined {
  return message
    .split("\n")
    .find((line) => line.startsWith(`${name}: `))
    ?.slice(name.length + 2);
}

/**
 * Signs in `wallet` through the API (nonce, personal_sign, auth) and returns the token. It posts what the app posts,
 * `{ signature, message }` (src/api/auth.ts); `shape: "signature"` posts the signature alone, as older clients do.
 */
export async function signIn(
  http: Http,
  wallet: Wallet,
  options: { shape?: "app" | "signature"; token?: string } = {},
): Promise<string> {
  const nonce = await http.call<string>("POST", `/api/public/nonce/${wallet.address}`, {
    token: options.token,
  });
  if (nonce.envelope?.code !== 200 || typeof nonce.envelope.data !== "string")
    throw new RuleFailure("the nonce call did not give a message to sign", http.last);
  const message = nonce.envelope.data;
  const signature = await wallet.signMessage(message);
  const auth = await http.call<{ token: string }>("POST", `/api/public/auth/${wallet.address}`, {
    body: options.shape === "signature" ? { signature } : appBody.signIn(signature, message),
    token: options.token,
  });
  if (auth.envelope?.code !== 200 || typeof auth.envelope.data?.token !== "string")
    throw new RuleFailure("signing in with a valid signature failed", http.last);
  return auth.envelope.data.token;
}
