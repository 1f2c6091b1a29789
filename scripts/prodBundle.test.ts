import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** What `npm run build` ships: the production bundle must hold no emulation and load no heavy code up front. */
describe("production build", () => {
  const outDir = mkdtempSync(join(tmpdir(), "holder-prod-"));
  let files: { name: string; text: string }[] = [];
  let entry = "";

  beforeAll(async () => {
    await build({
      mode: "production",
      logLevel: "silent",
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const assets = join(outDir, "assets");
    files = readdirSync(assets)
      .filter((f) => f.endsWith(".js"))
      .map((name) => ({ name, text: readFileSync(join(assets, name), "utf8") }));
    const html = readFileSync(join(outDir, "index.html"), "utf8");
    entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1] ?? "";
  }, 120_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("contains no MSW, no Dexie and no demo wallet", () => {
    expect(files.length).toBeGreaterThan(0);
    const markers = [/mockServiceWorker/, /\[MSW\]/, /Dexie/, /app\.holder\.demowallet/, /demo_wallet/];
    for (const { name, text } of files) {
      for (const marker of markers) expect(text, `${name} holds ${marker}`).not.toMatch(marker);
    }
    const all = readdirSync(outDir);
    expect(all).not.toContain("mockServiceWorker.js");
    expect(all).not.toContain("ipfs");
  });

  it("does not make the first screen wait for ethers", () => {
    const first = files.find((f) => f.name === entry);
    expect(first, "entry chunk").toBeDefined();
    const staticImports = [...first!.text.matchAll(/^import\s*(?:[^"']*from\s*)?["']\.\/([^"']+)["']/gm)].map(
      (m) => m[1],
    );
    const eager = [first!, ...files.filter((f) => staticImports.includes(f.name))];
    for (const file of eager) expect(file.text, file.name).not.toMatch(/keccak256|secp256k1|ethers/);
  });
});
