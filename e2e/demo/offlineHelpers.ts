import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { expect, type Page } from "@playwright/test";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".txt": "text/plain; charset=utf-8",
};

export interface StaticHost {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every path a request asked for, in order (while "offline" too). */
  requests: string[];
  /** Requests that arrived while the host played a dead network: each was cut off without an answer. */
  whileDown: string[];
  /** Down: every connection is dropped, as when the network is gone. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/**
 * What any static host does with the built demo, and nothing more: files under `base` (`base` itself is
 * index.html), 404 for everything else (no SPA fallback, no `/api`). The test owns it, so it can see every
 * request that reached the network and can play a dead network.
 */
export function serveStatic(root: string, base = "/"): Promise<StaticHost> {
  const requests: string[] = [];
  const whileDown: string[] = [];
  let down = false;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push(path);
    if (down) {
      whileDown.push(path);
      req.socket.destroy();
      return;
    }
    const inside = path.startsWith(base) ? normalize(decodeURIComponent(path.slice(base.length))) : null;
    const file = inside === "" || inside === "." ? "index.html" : inside;
    const full = file && !file.startsWith("..") ? join(root, file) : null;
    if (!full || !statSync(full, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, {
      "content-type": TYPES[extname(full)] ?? "application/octet-stream",
      // Like a host that lets the browser cache: the worker's precache, not the HTTP cache, has to carry offline.
      "cache-control": "no-cache",
    });
    res.end(readFileSync(full));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        whileDown,
        setDown: (value) => {
          down = value;
          server.closeIdleConnections();
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    ),
  );
}

/** The pathnames (under `base`) the app needs offline: index.html and every script of the build. */
export function shellPaths(dist: string, base = "/"): string[] {
  const scripts = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"));
  return [`${base}index.html`, ...scripts.map((f) => `${base}assets/${f}`)];
}

/** Pathnames in the worker's Workbox precache (revision parameters dropped). */
function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes("precache")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/**
 * Waits until the service worker controls the page and its precache holds `paths` (the worker's install, which
 * fills the precache, is over by the time it controls a page; the cache check says so from the outside).
 */
export async function workerInstalled(page: Page, paths: string[]): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
  await expect
    .poll(async () => {
      const have = new Set(await precached(page));
      return paths.filter((p) => !have.has(p));
    }, "files missing from the precache")
    .toEqual([]);
  // The page's own scripts are all files of the build (nothing loaded from elsewhere that the precache misses).
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith(".js")),
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((p) => !paths.includes(p))).toEqual([]);
}
