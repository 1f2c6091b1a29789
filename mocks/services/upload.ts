import { ErrorCode } from "../../src/api/wire";
import { clock } from "../clock";
import { MINT } from "../config";
import { db } from "../db/holderDb";
import type { UploadRow } from "../db/nfts";
import { sniffPicture } from "../../src/lib/pictureType";
import { ServiceError } from "./errors";

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)(?:;[\w.+-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/;

export interface Picture {
  mime: string;
  bytes: Uint8Array<ArrayBuffer>;
  base64: string;
}

/**
 * A picture from a `data:<type>;base64,…` URL: at most `MINT.maxUploadBytes` decoded, declared as one of the
 * allowed types, and its own first bytes showing one of them (the stored type is what the bytes show).
 */
export function readPicture(raw: unknown): Picture {
  const text = typeof raw === "string" ? raw.replace(/\s+/g, "") : "";
  // A header and the base64 of the largest picture: anything longer is too large, whatever it holds.
  if (text.length > 256 + Math.ceil(MINT.maxUploadBytes / 3) * 4) {
    throw new ServiceError(ErrorCode.imageTooLarge, "imageTooLarge", { max: "2 MB" });
  }
  const match = DATA_URL.exec(text);
  if (!match) throw new ServiceError(ErrorCode.imageInvalid, "imageInvalid");
  const [, declared = "", base64 = ""] = match;
  if (base64.length > Math.ceil(MINT.maxUploadBytes / 3) * 4) {
    throw new ServiceError(ErrorCode.imageTooLarge, "imageTooLarge", { max: "2 MB" });
  }
  if (!MINT.uploadTypes.includes(declared.toLowerCase())) {
    throw new ServiceError(ErrorCode.imageInvalid, "imageInvalid");
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    throw new ServiceError(ErrorCode.imageInvalid, "imageInvalid");
  }
  if (bytes.length > MINT.maxUploadBytes) {
    throw new ServiceError(ErrorCode.imageTooLarge, "imageTooLarge", { max: "2 MB" });
  }
  const mime = sniffPicture(bytes);
  if (!mime) throw new ServiceError(ErrorCode.imageInvalid, "imageInvalid");
  return { mime, bytes, base64 };
}

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

function base32(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * The IPFS content id of `bytes` as one raw block: CIDv1, codec raw (0x55), multihash sha2-256, in base32 — the
 * "bafkrei…" form. (Real IPFS gives the same id for a file of one block, up to 256 KiB; larger files are chunked
 * there, so this is an IPFS-style id, not a promise of the network's.)
 */
export async function contentId(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `b${base32(new Uint8Array([0x01, 0x55, 0x12, 0x20, ...digest]))}`;
}

/** The upload row of a picture (stored once its mint succeeds). */
export async function uploadRow(picture: Picture): Promise<UploadRow> {
  return {
    cid: await contentId(picture.bytes),
    mime: picture.mime,
    data: picture.base64,
    size: picture.bytes.length,
    created_at: clock.now(),
  };
}

/** An uploaded picture's bytes and type, or null when `cid` is not one of ours. */
export async function uploadedPicture(
  cid: string,
): Promise<{ mime: string; bytes: Uint8Array<ArrayBuffer> } | null> {
  const row = cid ? await db.uploads.get(cid) : undefined;
  if (!row) return null;
  return { mime: row.mime, bytes: Uint8Array.from(atob(row.data), (c) => c.charCodeAt(0)) };
}
