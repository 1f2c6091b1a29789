import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const zhCN = JSON.parse(readFileSync("locales/zh-CN.json", "utf8")) as {
  server: Record<string, string>;
  home: Record<string, string>;
};

/**
 * `npm test` builds the demo before this suite and names the folder in DEMO_BUILT (scripts/test/test-all.mjs): the
 * worker checked is then the one the demo's end-to-end suite serves, and no second build is made.
 */
const built = process.env.DEMO_BUILT;

/** The demo's service worker is compiled at every worker start: it carries the backend and nothing it never uses. */
describe("demo service worker", () => {
  const outDir = built ?? mkdtempSync(join(tmpdir(), "holder-demo-"));
  let worker = "";

  beforeAll(async () => {
    if (built) {
      worker = readFileSync(join(built, "sw.js"), "utf8");
      return;
    }
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await build({
        mode: "demo",
        logLevel: "silent",
        build: { outDir, emptyOutDir: true, sourcemap: false },
      });
    } finally {
      process.env.NODE_ENV = saved;
    }
    worker = readFileSync(join(outDir, "sw.js"), "utf8");
  }, 120_000);

  afterAll(() => {
    if (!built) rmSync(outDir, { recursive: true, force: true });
  });

  it("answers server messages in every language but holds none of the page's text", () => {
    expect(worker).toContain(zhCN.server.notFound);
    expect(worker).not.toContain(zhCN.home.intro);
  });

  it("holds no cookie store (tough-cookie and its public suffix list): the API uses no cookies", () => {
    expect(worker).not.toMatch(/public suffix/);
    expect(worker).not.toMatch(/blogspot/);
  });
});
