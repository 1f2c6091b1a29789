import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import flags from "./chromium-flags.json";

/*
 * The Chromium flags of the Playwright suites and the bench scripts (scripts/test/chromium-flags.json).
 * - New headless Chromium preloads the omnibox popup's WebUI (a "WebUI Top Renderer" running
 *   chrome://resources/cr_components/composebox) for every browser context: ~0.9 s of CPU per test that no page
 *   asked for, on a suite that keeps both cores busy (docs/benchmarks.md). The WebUI features below turn it off.
 * - Playwright passes its own `--disable-features`; Chromium reads only the last one given, so ours repeats
 *   Playwright's list, or Playwright's choices would be lost.
 */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve("playwright-core/package.json"));
  const bundle = join(root, "lib", "coreBundle.js");
  const source = readFileSync(bundle, "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(source)?.[1] ?? "";
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?$/gm)].map((m) => m[1]!);
}

describe("Chromium flags", () => {
  it("repeat every feature Playwright disables", () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(5);
    for (const feature of playwright) expect(flags.disabledFeatures).toContain(feature);
  });

  it("turn off the omnibox WebUI that headless Chromium preloads for every context", () => {
    for (const feature of ["PreloadTopChromeWebUI", "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"])
      expect(flags.disabledFeatures).toContain(feature);
  });
});
