import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { signInAs } from "./helpers";
import { serveStatic, shellPaths, workerInstalled, type StaticHost } from "./offlineHelpers";
import { test } from "./sharedPage";

// setOffline and the request log reach the service worker only when Playwright follows its network.
test.use({ workerNetwork: true });

test.describe.configure({ timeout: 90_000 });

const BASE = "/holder/";

/** The demo built for /holder/ (BASE_PATH, README "Demo on a sub-path"), into a folder of this run's own. */
function buildForSubPath(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "node_modules/.bin/vite",
      ["build", "--mode", "demo", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"],
      { env: { ...process.env, BASE_PATH: BASE }, stdio: ["ignore", "ignore", "pipe"] },
    );
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build for ${BASE} failed (${code}):\n${errors}`)),
    );
  });
}

let dist = "";
let host: StaticHost;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dist = mkdtempSync(join(tmpdir(), "holder-sub-path-"));
  await buildForSubPath(dist);
  host = await serveStatic(dist, BASE);
});

test.afterAll(async () => {
  await host?.close();
  rmSync(dist, { recursive: true, force: true });
});

test("the demo built for /holder/ works from that sub-path of a plain static host, and asks for nothing outside it", async ({
  page,
  context,
}) => {
  const asked: string[] = [];
  // The page's requests and the service worker's own (precaching, the artwork it fetches).
  context.on("request", (request) => {
    if (/^https?:/.test(request.url())) asked.push(request.url());
  });

  await page.goto(`${host.origin}${BASE}`);
  await expect(page).toHaveURL(`${host.origin}${BASE}#/home`);
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await workerInstalled(page, shellPaths(dist, BASE));
  await signInAs(page, "User with history");

  // A page that calls the API: the bill, with the persona's seeded history.
  const m = page.getByRole("main");
  await page.goto(`${host.origin}${BASE}#/billLogs`);
  await expect(
    m.getByRole("list", { name: "Fund details" }).getByRole("listitem").filter({ hasText: "USDT" }).first(),
  ).toBeVisible();

  // A page that shows NFT artwork: the persona's mints, each picture really loaded (not the drawn fallback).
  await page.goto(`${host.origin}${BASE}#/mintLogs`);
  const pictures = page.locator("img").and(page.getByRole("img", { name: /^NFT picture #\d+$/ }));
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.naturalWidth > 0)))
    .not.toContain(false);
  const src = await pictures.first().getAttribute("src");
  expect(src).toMatch(new RegExp(`^${BASE}ipfs/`));

  // Every request stayed under the sub-path: what the browser asked for, and what reached the host.
  const outside = asked.filter((url) => !url.startsWith(`${host.origin}${BASE}`));
  expect(outside).toEqual([]);
  expect(asked.some((url) => url.startsWith(`${host.origin}${BASE}api/`))).toBe(true);
  expect(host.requests.length).toBeGreaterThan(0);
  expect(host.requests.filter((path) => !path.startsWith(BASE))).toEqual([]);
});
