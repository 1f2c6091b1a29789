// What the benchmark scripts share: Debian's Chromium with the flags that keep it off this machine's closed network
// (as playwright.config.ts launches it), and a wait for a server they started.
import { createRequire } from "node:module";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// One list for the tests (playwright.config.ts) and the bench scripts; scripts/test/chromiumFlags.test.ts says why.
const flags = createRequire(import.meta.url)("../test/chromium-flags.json");
export const CHROMIUM_FLAGS = [...flags.args, `--disable-features=${flags.disabledFeatures.join(",")}`];

/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitForHttp(url, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}
