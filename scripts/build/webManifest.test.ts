import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { APP_DESCRIPTION, MANIFEST_ICONS, webManifest } from "./webManifest.mts";

const ICONS = "public/icons";
const BACKGROUND = [0x0b, 0x0f, 0x1a];
const BRAND = [0xf0, 0xb9, 0x0b];

interface Png {
  width: number;
  height: number;
  /** 2: RGB, 6: RGBA (the only 8-bit colour types the icons use). */
  colourType: number;
  /** RGBA of the pixel at x, y. */
  pixel(x: number, y: number): number[];
}

/** Enough of a PNG decoder for the icons: 8-bit RGB or RGBA, not interlaced, any row filter. */
function readPng(path: string): Png {
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [depth, colourType, , , interlace] = bytes.subarray(24, 29);
  expect({ depth, interlace, colourType: [2, 6].includes(colourType!) }).toEqual({
    depth: 8,
    interlace: 0,
    colourType: true,
  });
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString("latin1", at + 4, at + 8) === "IDAT")
      idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const bpp = colourType === 6 ? 4 : 3;
  const stride = width * bpp;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!;
      const left = i >= bpp ? pixels[y * stride + i - bpp]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const upLeft = y > 0 && i >= bpp ? pixels[(y - 1) * stride + i - bpp]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, filter === 4 ? paeth() : 0][filter!];
      if (predictor === undefined) throw new Error(`${path}: unknown row filter ${filter}`);
      pixels[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return {
    width,
    height,
    colourType: colourType!,
    pixel(x, y) {
      const at = (y * width + x) * bpp;
      return [...pixels.subarray(at, at + 3), bpp === 4 ? pixels[at + 3]! : 255];
    },
  };
}

/** Within a few levels of `rgb` per channel (anti-aliasing and rounding aside). */
const near = (pixel: number[], rgb: number[]) => rgb.every((v, i) => Math.abs(pixel[i]! - v) <= 3);

function everyPixel(png: Png, test: (pixel: number[], x: number, y: number) => boolean): boolean {
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) if (!test(png.pixel(x, y), x, y)) return false;
  return true;
}

function countPixels(png: Png, test: (pixel: number[]) => boolean): number {
  let count = 0;
  for (let y = 0; y < png.height; y++) for (let x = 0; x < png.width; x++) if (test(png.pixel(x, y))) count++;
  return count;
}

describe("web app manifest", () => {
  it("has what Chrome's install criteria and iOS need, for the root and for a sub-path", () => {
    for (const base of ["/", "/holder/"]) {
      const manifest = webManifest(base);
      expect(manifest).toMatchObject({
        name: "Holder",
        short_name: "Holder",
        start_url: base,
        scope: base,
        id: base,
        display: "standalone",
        orientation: "portrait",
        theme_color: "#0b0f1a",
        background_color: "#0b0f1a",
        lang: "en",
      });
      expect(manifest.short_name!.length).toBeLessThanOrEqual(12); // launchers cut longer names
      const icons = manifest.icons ?? [];
      const pngOf = (side: number, purpose: string) =>
        icons.find(
          (icon) => icon.sizes === `${side}x${side}` && icon.type === "image/png" && icon.purpose === purpose,
        );
      expect(pngOf(192, "any")).toBeDefined();
      expect(pngOf(512, "any")).toBeDefined();
      expect(pngOf(512, "maskable")).toBeDefined();
      // Relative sources resolve against the manifest's URL, which is at the base: never a root-absolute "/icons".
      for (const icon of icons) expect(icon.src).toMatch(/^icons\/[\w-]+\.png$/);
    }
  });

  it("describes the app as index.html does", () => {
    const html = readFileSync("index.html", "utf8");
    expect(html).toContain(`<meta name="description" content="${APP_DESCRIPTION}" />`);
    expect(webManifest("/").description).toBe(APP_DESCRIPTION);
  });

  it("refuses a base that is not a path ending in a slash", () => {
    expect(() => webManifest("/holder")).toThrow(/start and end with "\/"/);
    expect(() => webManifest("holder/")).toThrow(/start and end with "\/"/);
  });
});

describe("icons", () => {
  it("exist with the size the manifest claims, and show the brand mark", () => {
    for (const { file, size } of MANIFEST_ICONS) {
      const png = readPng(`${ICONS}/${file}`);
      expect({ file, width: png.width, height: png.height }).toEqual({ file, width: size, height: size });
      // The yellow hexagon covers 15–25% of each icon; a blank or wrongly coloured drawing has none.
      expect(countPixels(png, (p) => near(p, BRAND)) / size ** 2, file).toBeGreaterThan(0.1);
    }
  });

  it("maskable: full bleed, and the mark stays inside the 80% safe circle", () => {
    const png = readPng(`${ICONS}/maskable-512.png`);
    const centre = png.width / 2;
    const safeRadius = png.width * 0.4;
    const outsideIsGround = everyPixel(png, (pixel, x, y) => {
      if (pixel[3] !== 255) return false;
      const inSafeZone = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= safeRadius;
      return inSafeZone || near(pixel, BACKGROUND);
    });
    expect(outsideIsGround).toBe(true);
  });

  it("apple-touch-icon: 180 × 180, opaque, linked from index.html at the base", () => {
    const png = readPng(`${ICONS}/apple-touch-icon.png`);
    expect([png.width, png.height]).toEqual([180, 180]);
    expect(png.colourType).toBe(2); // no alpha channel at all: iOS turns transparency black
    expect(near(png.pixel(0, 0), BACKGROUND)).toBe(true);
    expect(countPixels(png, (p) => near(p, BRAND)) / 180 ** 2).toBeGreaterThan(0.1);
    // A root-absolute public path: Vite rewrites it to the base when it builds index.html.
    expect(readFileSync("index.html", "utf8")).toContain(
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
    );
  });
});
