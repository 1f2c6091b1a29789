import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { expect, type Page } from "@playwright/test";

import { animationsDone } from "./shellHelpers";
import { test } from "./sharedPage";
import { screenshotDir, shot } from "../shots";

test.describe.configure({ timeout: 90_000 });

const DIST = process.env.PW_DIST ?? "dist-demo";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** A static host for a copy of the built demo: what any static host does, with files the test may change. */
function serve(root: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
    let file = join(root, path.endsWith("/") ? `${path}index.html` : path);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      file = join(root, "index.html");
      body = readFileSync(file);
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let root = "";
let server: Server | undefined;
let origin = "";

test.beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), "holder-update-"));
  cpSync(DIST, root, { recursive: true });
  server = await serve(root);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server?.closeAllConnections();
  rmSync(root, { recursive: true, force: true });
});

/** Opens the app, lets its worker take control, marks the window, then publishes a new worker and checks for it. */
async function publishNewVersion(page: Page): Promise<void> {
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // A byte changed in the worker script is a new version to the browser.
  appendFileSync(join(root, "sw.js"), `\n// next version ${Date.now()}\n`);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
const hasWaiting = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)));

test("a new version is announced, never applied by itself, and Reload hands the page to it", async ({
  page,
}) => {
  let navigations = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });
  await publishNewVersion(page);
  const seen = navigations;

  const prompt = page.getByRole("region", { name: "New version available" });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText("Reload when you are ready");
  expect(await hasWaiting(page)).toBe(true);
  // Left alone, nothing happens: same document, the new version still waiting, the prompt still up.
  await page.waitForTimeout(2000);
  expect(await sameDocument(page)).toBe(true);
  expect(navigations).toBe(seen);
  expect(await hasWaiting(page)).toBe(true);
  await expect(prompt).toBeVisible();
  await animationsDone(page);
  await shot(page, `${screenshotDir}/update-prompt-en.png`);

  const loaded = page.waitForEvent("load");
  await prompt.getByRole("button", { name: "Reload" }).click();
  await loaded;
  // A new document, controlled by the worker that was waiting (none waits any more), and no prompt.
  expect(await sameDocument(page)).toBe(false);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
  expect(await hasWaiting(page)).toBe(false);
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await expect(page.getByRole("region", { name: "New version available" })).toHaveCount(0);
});

test("in Chinese; Later puts it off, and the next visit asks again", async ({ page }) => {
  const t = (JSON.parse(readFileSync("locales/zh-CN.json", "utf8")) as Record<string, Record<string, string>>)
    .appUpdate!;
  await page.addInitScript(() => localStorage.setItem("APP_LANG", "zh-CN"));
  await publishNewVersion(page);
  const prompt = page.getByRole("region", { name: t.title! });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("button", { name: t.reload! })).toBeVisible();
  await animationsDone(page);
  await shot(page, `${screenshotDir}/update-prompt-zh-CN.png`);

  await prompt.getByRole("button", { name: t.later! }).click();
  await expect(prompt).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  expect(await hasWaiting(page)).toBe(true);

  // A reload keeps the old worker in charge (the new one still waits), so the prompt comes back.
  await page.reload();
  await expect(page.getByRole("region", { name: t.title! })).toBeVisible();
  expect(await hasWaiting(page)).toBe(true);
});
