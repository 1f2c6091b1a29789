import { sniffPicture } from "../../lib/pictureType";

/** Why a chosen file cannot be minted, before anything is shown or sent. */
export type PictureProblem = "type" | "size" | "content" | "read";

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
