import { createServer, type Server } from "node:http";

/**
 * A stand-in for the operator's Sentry (or GlitchTip): the production suite's build sends its error reports here
 * (docs/decisions/0038-error-reports.md). Its port follows the suite's others: 8790, or PW_PROD_PORT_BASE + 3.
 */
const BASE = process.env.PW_PROD_PORT_BASE ? Number(process.env.PW_PROD_PORT_BASE) : null;
export const RECEIVER_PORT = BASE === null ? 8790 : BASE + 3;
export const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}`;
/** A DSN as Sentry gives one: the public key, the host, the project id. Plain http is allowed on loopback. */
export const ERROR_REPORT_DSN = `http://e2e0publickey@127.0.0.1:${RECEIVER_PORT}/1`;

/** One request as it arrived: its path and query, and its body exactly as sent. */
export interface Received {
  path: string;
  body: string;
}

export interface ErrorReceiver {
  close(): Promise<void>;
}

/**
 * Takes envelopes at /api/<project>/envelope/ (Sentry's ingest path) and keeps every body as it arrived; `GET
 * /received` hands them to the tests. It answers CORS as Sentry does: the browser's fetch comes from the app's origin.
 */
export function startErrorReceiver(): Promise<ErrorReceiver> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Expose-Headers", "x-sentry-rate-limits, retry-after");
    const url = new URL(req.url ?? "/", RECEIVER_URL);
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": "content-type",
        "Access-Control-Max-Age": "600",
      });
      res.end();
      return;
    }
    if (req.method === "POST" && /^\/api\/\d+\/envelope\/$/.test(url.pathname)) {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({ path: `${url.pathname}${url.search}`, body: Buffer.concat(chunks).toString("utf8") });
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end("{}");
      });
      return;
    }
    if (req.method === "GET" && url.pathname === "/received") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(received));
      return;
    }
    res.writeHead(url.pathname === "/" ? 200 : 404);
    res.end();
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(RECEIVER_PORT, "127.0.0.1", () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

/** What the receiver holds so far. */
export async function receivedReports(): Promise<Received[]> {
  const response = await fetch(`${RECEIVER_URL}/received`);
  return (await response.json()) as Received[];
}

/** An event item of an envelope (the fields the tests read). */
export interface ReportedEvent {
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  user?: unknown;
  request?: { url?: string; headers?: Record<string, string> };
  exception?: { values?: { type?: string; value?: string }[] };
  breadcrumbs?: { category?: string; message?: string; data?: Record<string, unknown> }[];
  sdk?: { name?: string; settings?: { infer_ip?: string } };
}

/** The events in an envelope body: newline-separated JSON, a header line, then item header and payload pairs. */
export function eventsIn(body: string): ReportedEvent[] {
  const lines = body.split("\n").filter(Boolean);
  const events: ReportedEvent[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const item = JSON.parse(lines[i]!) as { type?: string };
    if (item.type === "event") events.push(JSON.parse(lines[i + 1]!) as ReportedEvent);
  }
  return events;
}
