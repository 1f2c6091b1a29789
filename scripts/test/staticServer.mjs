// `node scripts/test/staticServer.mjs <dir> <port>`: serves a built app the way a CDN does, for the end-to-end suites
// (demo, chain, production) and the benches. Every file is read at start, gzip'd once, and answered from memory, with
// the caching README's "Deploying" section asks for (hashed `/assets/` immutable, the rest revalidated); an unknown
// path answers index.html, as `vite preview` does. `vite preview` compresses every response again, on the same two
// cores the page runs on: 40–50 ms of CPU per page load beside the page's start-up (Lighthouse at 8× saw it as the
// page's own blocking time), and ~15 of the demo suite's ~360 CPU-seconds (docs/benchmarks.md, "Seventh round").
import { createServer } from "node:http";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".webmanifest",
  ".svg",
  ".wasm",
  ".txt",
]);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Every file of `dir` by its URL path, with its type, its bytes and (where it shrinks) its gzip'd bytes, made when
 * first asked for and kept: a build's source maps, two thirds of its bytes, are rarely asked for (all gzipped at
 * start took 0.8 CPU-seconds).
 */
export function loadSite(dir) {
  const site = new Map();
  for (const file of filesUnder(dir)) {
    const path = `/${relative(dir, file).split(sep).join("/")}`;
    const ext = extname(file);
    const body = readFileSync(file);
    let gzip;
    site.set(path, {
      type: TYPES[ext] ?? "application/octet-stream",
      body,
      get gzip() {
        gzip ??= COMPRESSIBLE.has(ext) && body.length > 1024 ? gzipSync(body, { level: 9 }) : null;
        return gzip;
      },
    });
  }
  return site;
}

export function serveSite(site, port, host = "127.0.0.1") {
  const server = createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = site.get(path === "/" ? "/index.html" : path) ?? site.get("/index.html");
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) && file.gzip;
    const body = gzip ? file.gzip : file.body;
    res.writeHead(200, {
      "Content-Type": file.type,
      "Content-Length": body.length,
      "Cache-Control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      ...(gzip ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  });
  server.listen(port, host);
  return server;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) throw new Error("usage: node scripts/test/staticServer.mjs <dir> <port>");
  if (!existsSync(join(dir, "index.html"))) {
    console.error(`${dir}/ holds no built app: build it first (the demo: npm run build:demo).`);
    process.exit(1);
  }
  serveSite(loadSite(resolve(dir)), Number(port));
}
