import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSite, serveSite } from "./staticServer.mjs";

describe("the static server (demo suite, benches)", () => {
  const dir = mkdtempSync(join(tmpdir(), "static-site-"));
  const script = `export const words = ${JSON.stringify("holder ".repeat(400))};`;
  let origin = "";
  let close = () => {};

  beforeAll(async () => {
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>Holder</title>");
    writeFileSync(join(dir, "assets", "main-abc.js"), script);
    const server = serveSite(loadSite(dir), 0);
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a hashed asset gzip'd, with its type and for a year", async () => {
    const response = await fetch(`${origin}/assets/main-abc.js`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // fetch decodes the body itself: what arrives is the file.
    expect(await response.text()).toBe(script);
    // On the wire it is gzip'd: smaller, and the file once unpacked.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      get(`${origin}/assets/main-abc.js`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      }).on("error", reject);
    });
    expect(raw.length).toBeLessThan(script.length);
    expect(gunzipSync(raw).toString()).toBe(script);
  });

  it("answers the page for its root and for an unknown path, revalidated every time", async () => {
    for (const path of ["/", "/some/page"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<title>Holder</title>");
    }
  });

  it("refuses an address it cannot decode, and keeps serving", async () => {
    expect((await fetch(`${origin}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });
});
