import { readFile, stat } from "node:fs/promises";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".json": "application/json",
};

/**
 * The collection's artwork under `root` (the demo's `public/ipfs`), for `/ipfs/<cid>/<file>`: the app's IPFS
 * gateway may be this server, as the demo's is its own origin. Only known picture types, only inside `root`.
 */
export async function artworkAnswer(root: string, pathname: string): Promise<Response | null> {
  if (!pathname.startsWith("/ipfs/")) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice("/ipfs/".length));
  } catch {
    return null;
  }
  const file = path.resolve(root, relative);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(path.resolve(root) + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return new Response(await readFile(file), {
    headers: {
      "Content-Type": type,
      // Content-addressed: a path never changes what it holds.
      "Cache-Control": "public, max-age=31536000, immutable",
      // An SVG opened on its own runs no script and loads nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
