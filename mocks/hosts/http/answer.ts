import type { ServerResponse } from "node:http";
import type { Envelope } from "../../../src/api/wire";
import { serverText } from "../../messages";

/** An answer of the server itself (no handler behind it): the API's envelope with a translated message. */
export function envelopeAnswer(
  status: number,
  code: number,
  key: string,
  lang: string | null,
  headers: Record<string, string> = {},
): Response {
  const body: Envelope<null> = { code, message: serverText(lang, key), data: null };
  return Response.json(body, { status, headers });
}

/** Headers on every answer: no sniffing, and API answers are per user, so no shared caches. */
function baseHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = { "X-Content-Type-Options": "nosniff" };
  if (!response.headers.has("Cache-Control")) headers["Cache-Control"] = "no-store";
  return headers;
}

/** Writes a fetch `Response` to Node's `ServerResponse`, with `extra` headers (CORS) on top. */
export async function writeAnswer(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
  head: boolean,
): Promise<void> {
  const body = head || response.status === 204 ? null : Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = { ...baseHeaders(response) };
  response.headers.forEach((value, name) => {
    // The body is written whole, so its length is known; any transfer framing the handler implied is not ours.
    if (name !== "content-length" && name !== "transfer-encoding") headers[name] = value;
  });
  Object.assign(headers, extra);
  if (body) headers["Content-Length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
}
