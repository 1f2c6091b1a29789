/** The local preview (`npm start`) and dev server (`npm run dev`) origins. */
export const DEFAULT_ORIGINS = [
  "http://127.0.0.1:4173",
  "http://localhost:4173",
  "http://127.0.0.1:5173",
  "http://localhost:5173",
];

/** What the app's API client sends (src/api/client.ts). */
const ALLOWED_HEADERS = "Authorization, Accept-Language, Content-Type";
const ALLOWED_METHODS = "GET, POST";
/** Browsers cap this (Chromium at 2 h); 10 minutes keeps a changed policy from lingering. */
const MAX_AGE_SECONDS = "600";

/**
 * `API_ORIGINS`: comma-separated origins (scheme, host, port; no path). Returns an error message naming the bad
 * entries instead of silently dropping them.
 */
export function parseOrigins(raw: string | undefined): string[] | string {
  if (raw === undefined || raw.trim() === "") return DEFAULT_ORIGINS;
  const entries = raw.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isOrigin(entry));
  if (bad.length) return `API_ORIGINS: not an origin (like http://127.0.0.1:4173): ${bad.join(", ")}`;
  return entries;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * The CORS answer headers for a request from `origin`: the exact origin when it is allowed, nothing otherwise
 * (the browser then refuses the page a look at the answer). No credentials: the token travels in a header.
 */
export function corsHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  if (!origin || !allowed.has(origin)) return { Vary: "Origin" };
  return { "Access-Control-Allow-Origin": origin, Vary: "Origin" };
}

export function preflightHeaders(origin: string): Record<string, string> {
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": ALLOWED_METHODS,
    "Access-Control-Allow-Headers": ALLOWED_HEADERS,
    "Access-Control-Max-Age": MAX_AGE_SECONDS,
    Vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers",
  };
}
