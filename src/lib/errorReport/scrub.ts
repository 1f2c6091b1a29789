/**
 * What an error report must not carry (docs/decisions/0038-error-reports.md): whatever identifies a user or their
 * money. Pure: the values to hide besides the patterns (the session token, the address, the invite code held in
 * storage) are given by the caller. Each is replaced by a label saying what stood there, so a report still reads.
 */

/** A value the caller knows to be secret (the session token, an invite code), and the label it becomes. */
export interface Secret {
  value: string;
  label: "[token]" | "[code]" | "[address]";
}

/** Shorter values are not looked for: they would match ordinary words and numbers. */
const KNOWN_MIN = 4;

const HEX = "[0-9a-fA-F]";
const NOT_HEX_AFTER = `(?!${HEX})`;
const hex0x = (digits: string) => new RegExp(`0[xX]${HEX}${digits}${NOT_HEX_AFTER}`, "g");

/** Longest first: a signature is not taken for a hash followed by more digits. */
const HEX_RULES: [RegExp, string][] = [
  [hex0x("{130}"), "[signature]"],
  [hex0x("{64}"), "[hash]"],
  [hex0x("{40}"), "[address]"],
  // Any other long hex value (a 65-byte signature without its v, calldata, an odd-length key).
  [hex0x("{9,}"), "[hex]"],
  // Shortened for display: 0x12ab…9f3c, 0x12ab...9f3c.
  [new RegExp(`0[xX]${HEX}{2,10}(?:…|\\.{2,3})${HEX}{2,10}${NOT_HEX_AFTER}`, "g"), "[address]"],
  // Bare hex of 32 digits or more: a session token (the API's are 64 hex digits), a hash or a key without 0x.
  [new RegExp(`(?<!${HEX})${HEX}{32,}${NOT_HEX_AFTER}`, "g"), "[hex]"],
];

/** A JSON Web Token: three base64url parts, the first two JSON objects (`{"` is `eyJ`). */
const JWT = /eyJ[\w-]{2,}\.eyJ[\w-]{2,}\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic|Token)\s+[\w.~+/=-]{8,}/gi;

/** Names under which a credential or a signature travels: `"token":"…"`, `Authorization: …`, `signature=…`. */
const SECRET_FIELD =
  /(["']?\b(?:authorization|access_?token|refresh_?token|id_?token|token|session|signature|sig|nonce|private_?key|mnemonic|password|secret)\b["']?\s*[:=]\s*["']?)([^\s"'&,;})\]]+)/gi;

/** Query parameters and `#key=value` fragments: every value is dropped, an invite code says so. */
const QUERY_VALUE = /([?&#;])([\w.%[\]-]+)=([^&#\s"'<>`]*)/g;
const INVITE_KEY = /^(?:invite(?:_?code)?|inviteCode|code|ref(?:errer)?|referral(?:_?code)?)$/i;

/** "invite code ABC123", "invitation code: HOLDER", "invite_code HOLDER" in a server's or the app's text. */
const INVITE_TEXT = /(\binvit(?:e|ation)[ _-]?code\b["']?\s*[:=]?\s*["']?)([A-Za-z0-9]{1,32})\b/gi;

/** EIP-4361's first line (src/wallet/siweMessage.ts); its domain is the token right before it. */
const SIWE_HEADER = /[^\s"'`]* ?wants you to sign in with your Ethereum account:/g;
/** A line break, raw or as JSON writes it inside a string. */
const LINE_BREAK = /^(?:\r?\n|(?:\\r)?\\n)/;
const SIWE_FIELD =
  /^(?:URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID|Resources):/;

/** Decimal amounts (12.5, 0.001, 1,250.00); not versions or IP addresses (1.2.3, 127.0.0.1), not whole numbers. */
const AMOUNT = /(?<![\w.,])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+)(?![\w.]|,\d)/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The line after `at` in `text` (past one line break), and where it ends; null when no break follows. */
function nextLine(text: string, at: number): { line: string; end: number } | null {
  const rest = text.slice(at);
  const brk = LINE_BREAK.exec(rest);
  if (!brk) return null;
  const start = at + brk[0].length;
  // A line ends at a raw or escaped break, or at the quote that ends a JSON string.
  const body = /^(?:[^\n\r\\"]|\\(?![rn"]))*/.exec(text.slice(start))![0];
  return { line: body, end: start + body.length };
}

/**
 * Sign-in messages: from the header through the address, statement and fields that follow (URI, Nonce, …,
 * Resources and their `- ` lines). Lines before the first field (address, statement, blank lines) are part of it.
 */
function scrubSignInMessages(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(SIWE_HEADER)) {
    if (match.index < last) continue;
    let end = match.index + match[0].length;
    let inFields = false;
    for (let lines = 0; lines < 40; lines++) {
      const next = nextLine(text, end);
      if (!next) break;
      const field = SIWE_FIELD.test(next.line) || (inFields && /^- /.test(next.line));
      if (field) inFields = true;
      else if (inFields || lines > 5) break;
      end = next.end;
    }
    out += `${text.slice(last, match.index)}[sign-in message]`;
    last = end;
  }
  return out + text.slice(last);
}

/**
 * `text` without what identifies a user: the `known` values (token, address, invite code), sign-in messages,
 * credentials (JWTs, bearer values, `token=…`-like fields), signatures, hashes, addresses and other long hex,
 * invite codes named as such, and every value of a query string or fragment.
 */
export function scrubText(text: string, known: readonly Secret[] = []): string {
  let out = text;
  for (const { value, label } of known) {
    if (value.length < KNOWN_MIN) continue;
    // A code is a word of its own ("HOLDER", not the "Holder" in HolderNFT); an address in any case.
    const pattern =
      label === "[code]"
        ? new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(value)}(?![A-Za-z0-9])`, "g")
        : new RegExp(escapeRegExp(value), label === "[address]" ? "gi" : "g");
    out = out.replace(pattern, label);
  }
  out = scrubSignInMessages(out);
  out = out.replace(JWT, "[token]").replace(BEARER, "$1 [token]");
  // A value already labelled, or the scheme before one (`Authorization: Bearer [token]`), stays.
  out = out.replace(SECRET_FIELD, (field: string, name: string, value: string) =>
    value.startsWith("[") || /^(?:bearer|basic|token)$/i.test(value) ? field : `${name}[token]`,
  );
  for (const [pattern, label] of HEX_RULES) out = out.replace(pattern, label);
  out = out.replace(INVITE_TEXT, "$1[code]");
  out = out.replace(QUERY_VALUE, (_, sep: string, key: string, value: string) =>
    value === "" ? `${sep}${key}=` : `${sep}${key}=${INVITE_KEY.test(key) ? "[code]" : "[value]"}`,
  );
  return out;
}

/** `text` with decimal numbers, which may be amounts the user typed or owns, replaced by `[number]`. */
export function scrubAmounts(text: string): string {
  return text.replace(AMOUNT, "[number]");
}

/** `scrubText` (and with `amounts`, `scrubAmounts`) over every string, key or value, of a JSON-like value. */
export function scrubDeep(value: unknown, known: readonly Secret[], amounts = false, depth = 0): unknown {
  const text = (s: string) => (amounts ? scrubAmounts(scrubText(s, known)) : scrubText(s, known));
  if (typeof value === "string") return text(value);
  if (value === null || typeof value !== "object") return value;
  // Deeper than any report the SDK builds (it normalizes to depth 3): cut rather than pass unscrubbed.
  if (depth > 10) return "[deep]";
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, known, amounts, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [text(key), scrubDeep(item, known, amounts, depth + 1)]),
  );
}

/** The parts of a Sentry breadcrumb the scrubber reads (structurally; no SDK types in this module). */
export interface CrumbLike {
  message?: string;
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A breadcrumb without what identifies the user: its message and data, amounts included. */
export function scrubBreadcrumb<T extends CrumbLike>(crumb: T, known: readonly Secret[]): T {
  const out = { ...crumb };
  if (typeof out.message === "string") out.message = scrubAmounts(scrubText(out.message, known));
  if (out.data) out.data = scrubDeep(out.data, known, true) as Record<string, unknown>;
  return out;
}

interface FrameLike {
  [key: string]: unknown;
}

/** The parts of a Sentry event the scrubber reads. */
export interface EventLike {
  message?: string;
  logentry?: { message?: string; params?: unknown[] };
  exception?: { values?: { value?: string; type?: string; stacktrace?: { frames?: FrameLike[] } }[] };
  request?: Record<string, unknown>;
  breadcrumbs?: CrumbLike[];
  tags?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  user?: unknown;
  transaction?: string;
  fingerprint?: string[];
  [key: string]: unknown;
}

/**
 * An event without what identifies the user, in every part that can carry it: message, exception values and
 * types, stack frames (file names, variables, source lines), the request (its URL; no cookies, body or query
 * string), breadcrumbs, tags, extra data and contexts. No user at all. The SDK's own fields (ids, time, release,
 * platform, SDK name) stay as they are.
 */
export function scrubEvent<T extends EventLike>(event: T, known: readonly Secret[]): T {
  const out: T = { ...event };
  const text = (s: string) => scrubAmounts(scrubText(s, known));
  if (typeof out.message === "string") out.message = text(out.message);
  if (out.logentry) out.logentry = scrubDeep(out.logentry, known, true) as T["logentry"];
  if (out.exception?.values) {
    out.exception = {
      ...out.exception,
      values: out.exception.values.map((value) => ({
        ...value,
        ...(typeof value.value === "string" && { value: text(value.value) }),
        ...(typeof value.type === "string" && { type: scrubText(value.type, known) }),
        ...(value.stacktrace?.frames && {
          stacktrace: {
            ...value.stacktrace,
            frames: value.stacktrace.frames.map((frame) => scrubDeep(frame, known) as FrameLike),
          },
        }),
      })),
    };
  }
  if (out.request) {
    // Its URL and headers; not its cookies, body, query string or environment.
    const request = Object.fromEntries(
      Object.entries(out.request).filter(
        ([key]) => !["cookies", "data", "query_string", "env"].includes(key),
      ),
    );
    out.request = scrubDeep(request, known) as Record<string, unknown>;
  }
  if (out.breadcrumbs) out.breadcrumbs = out.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb, known));
  if (out.tags) out.tags = scrubDeep(out.tags, known) as Record<string, unknown>;
  if (out.extra) out.extra = scrubDeep(out.extra, known, true) as Record<string, unknown>;
  if (out.contexts) {
    // The trace context is the SDK's own ids (32 and 16 hex digits), which the hex rule would take for secrets.
    const { trace, ...contexts } = out.contexts;
    out.contexts = {
      ...(scrubDeep(contexts, known) as Record<string, unknown>),
      ...(trace ? { trace } : {}),
    };
  }
  if (typeof out.transaction === "string") out.transaction = scrubText(out.transaction, known);
  if (out.fingerprint) out.fingerprint = scrubDeep(out.fingerprint, known) as string[];
  delete out.user;
  return out;
}
