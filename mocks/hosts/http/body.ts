import type { IncomingMessage } from "node:http";
import { MINT } from "../../config";

/** The largest request body the API reads. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * An upload carries the picture as a base64 data URL: the largest picture the mint rules allow (MINT.maxUploadBytes)
 * grows by 4/3, plus room for the JSON around it.
 */
export const UPLOAD_BODY_LIMIT = Math.ceil((MINT.maxUploadBytes * 4) / 3) + 16 * 1024;

export function bodyLimitFor(pathname: string): number {
  return pathname === "/api/n_f_t/mintByUpload" ? UPLOAD_BODY_LIMIT : BODY_LIMIT;
}

/**
 * The request body, or null once it passes `limit` bytes. A declared length over the limit is refused before a
 * byte is read; otherwise reading stops at the limit and the rest is discarded unread (Node drops it), so a large
 * or endless body never sits in memory.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.off("data", onData);
        request.off("end", onEnd);
        request.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    request.on("data", onData);
    request.on("end", onEnd);
    request.once("error", reject);
  });
}

/**
 * Whether a Content-Type header names JSON: the media type `application/json` in any case, with or without
 * parameters (`; charset=utf-8`). No header, another type (`text/plain`, a form, `multipart/form-data`) or a
 * `+json` suffix type is not it.
 */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const [essence = ""] = contentType.split(";", 1);
  return essence.trim().toLowerCase() === "application/json";
}
