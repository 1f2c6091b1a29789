/** Why a chosen file cannot be minted, before anything is shown or sent. */
export type PictureProblem = "type" | "size" | "content" | "read";

/** The picture type a file's first bytes show (PNG, JPEG, GIF, WebP), whatever its name and declared type say. */
export function sniffPicture(bytes: Uint8Array): string | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts(ascii("GIF87a")) || starts(ascii("GIF89a"))) return "image/gif";
  if (starts(ascii("RIFF")) && starts(ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** Whether the browser can draw it: a truncated or corrupt file with a right signature still fails here. */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== "function") return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a picked file the way the backend will (docs/business-rules-nodes-nft-team.md): an accepted type, at most
 * `maxBytes`, and content that really is that kind of picture — a text file renamed `.png` is refused on pick,
 * not after the user confirmed a broken preview. Gives the type the bytes show, or the problem.
 */
export async function checkPicture(
  file: File,
  types: readonly string[],
  maxBytes: number,
): Promise<{ mime: string } | { problem: PictureProblem }> {
  if (file.type && !types.includes(file.type)) return { problem: "type" };
  if (file.size > maxBytes) return { problem: "size" };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    return { problem: "read" };
  }
  const mime = sniffPicture(head);
  if (!mime || !types.includes(mime) || !(await decodes(file))) return { problem: "content" };
  return { mime };
}

/** The file as a `data:` URL of the type its bytes show (what `POST /api/n_f_t/mintByUpload` takes). */
export function readAsDataUrl(file: File, mime: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^;,]*/, `data:${mime}`));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}
