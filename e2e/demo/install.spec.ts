import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, type Page } from "@playwright/test";
import { chromiumLaunch } from "../../playwright.config";
import { test } from "./sharedPage";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The URLs the app is installed at: its base (the spec runs from "/" or from a sub-path such as "/holder/"). */
async function openApp(page: Page): Promise<{ appUrl: string; manifestUrl: string }> {
  // index.html carries the links; installing does not wait for the app to start.
  await page.goto("./");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href, 'index.html has a <link rel="manifest">').toBeTruthy();
  return { appUrl: new URL("./", page.url()).href, manifestUrl: new URL(href!, page.url()).href };
}

/** Loads `url` as the page would (an <img>), and answers its natural size. */
async function imageSize(page: Page, url: string): Promise<[number, number]> {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight] as [number, number];
  }, url);
}

async function expectPng(page: Page, url: string, side: number): Promise<void> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toMatch(/^image\/png/);
  expect(await imageSize(page, url), url).toEqual([side, side]);
}

test("the web app manifest loads and has what installing needs", async ({ page }) => {
  const { appUrl, manifestUrl } = await openApp(page);
  const response = await page.request.get(manifestUrl);
  expect(response.status()).toBe(200);
  const manifest = JSON.parse(await response.text()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: "Holder",
    short_name: "Holder",
    description: expect.stringContaining("BNB Smart Chain") as unknown,
    display: "standalone",
    theme_color: "#0b0f1a",
    background_color: "#0b0f1a",
  });
  // Installed, the app opens at its base and stays inside it, whichever sub-path the demo is served from.
  expect(new URL(manifest.start_url as string, manifestUrl).href).toBe(appUrl);
  expect(new URL(manifest.scope as string, manifestUrl).href).toBe(appUrl);

  // Chromium's own reading of the manifest: what its install prompt goes by.
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send("Page.getAppManifest")) as { url: string; errors: { message: string }[] };
  expect(parsed.url).toBe(manifestUrl);
  expect(parsed.errors.map((error) => error.message)).toEqual([]);
});

test("every icon the manifest lists loads as a PNG of the size it claims, and so does the apple-touch-icon", async ({
  page,
}) => {
  const { manifestUrl } = await openApp(page);
  const manifest = (await (await page.request.get(manifestUrl)).json()) as { icons: ManifestIcon[] };
  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
  expect(purposes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons) {
    expect(icon.type).toBe("image/png");
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(width).toBe(height);
    await expectPng(page, new URL(icon.src, manifestUrl).href, width!);
  }

  const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(appleHref).toBeTruthy();
  await expectPng(page, new URL(appleHref!, page.url()).href, 180);
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute("content", "yes");
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute("content", "Holder");
});

test("Chromium finds the app installable", async ({ baseURL }) => {
  // Playwright's usual contexts are off the record, where Chromium installs nothing: a profile on disk instead.
  const profile = mkdtempSync(join(tmpdir(), "holder-install-"));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("./");
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
