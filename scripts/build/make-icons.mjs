// Draws the home-screen icons in public/icons/ from the app's mark (the hexagon "H" of index.html's splash).
// Re-run after changing the mark or the colours:  node scripts/build/make-icons.mjs
// Chromium (Debian's, at /usr/bin/chromium) rasterises the SVG on a canvas, so edges are anti-aliased the way a
// browser draws them; Node then writes the pixels as PNG itself (node:zlib), RGB without alpha where an icon must be
// opaque (iOS fills transparent pixels of an apple-touch-icon with black).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../bench/benchBrowser.mjs";

/* global Image, document -- rasterise() hands a function to page.evaluate, which runs it in Chromium */

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public", "icons");
const BRAND = "#f0b90b";
const BACKGROUND = "#0b0f1a";
const INK = "#14110a";

/**
 * The mark in a 32-unit box, as in index.html's splash. Its farthest point is 14.54 units from the centre, which
 * decides how large it may be drawn inside a maskable icon's safe circle.
 */
const MARK =
  `<path d="M16 1.5 28.6 8.75v14.5L16 30.5 3.4 23.25V8.75z" fill="${BRAND}"/>` +
  `<path d="M11 9.5v13M21 9.5v13M11 16h10" stroke="${INK}" stroke-width="3.2" stroke-linecap="round" fill="none"/>`;

/**
 * `markShare`: the mark's box as a share of the icon's side. `corner`: the background's corner radius as a share of
 * the side (null: full bleed, every pixel opaque).
 */
const ICONS = [
  // "any": a rounded tile, shown as is by launchers that do not mask.
  { file: "icon-192.png", size: 192, markShare: 0.72, corner: 0.22 },
  { file: "icon-512.png", size: 512, markShare: 0.72, corner: 0.22 },
  // "maskable": full bleed; the mark reaches 0.6 × 14.54 / 32 = 27% of the side from the centre, inside the 40% safe
  // circle that every launcher's mask keeps.
  { file: "maskable-512.png", size: 512, markShare: 0.6, corner: null },
  // iOS rounds the corners itself and wants no transparency.
  { file: "apple-touch-icon.png", size: 180, markShare: 0.66, corner: null },
  // The tab's icon. A PNG, not an SVG: Chromium draws an SVG favicon in the page's own renderer, as a document of
  // its own, in one 10–30 ms task on the main thread right after the first paint (docs/benchmarks.md).
  { file: "favicon-48.png", size: 48, markShare: 0.8, corner: 0.22 },
];

function iconSvg({ size, markShare, corner }) {
  const mark = size * markShare;
  const offset = (size - mark) / 2;
  const radius = corner === null ? 0 : size * corner;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${BACKGROUND}"/>` +
    `<svg x="${offset}" y="${offset}" width="${mark}" height="${mark}" viewBox="0 0 32 32">${MARK}</svg>` +
    `</svg>`
  );
}

/** The SVG's pixels, RGBA row by row, as Chromium's canvas draws them. */
async function rasterise(page, svg, size) {
  const base64 = await page.evaluate(
    async ({ svg, size }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext("2d");
      context.drawImage(image, 0, 0, size, size);
      const { data } = context.getImageData(0, 0, size, size);
      let binary = "";
      for (let i = 0; i < data.length; i += 0x8000) {
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { svg, size },
  );
  return Buffer.from(base64, "base64");
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `rgba` (size × size): colour type 2 (RGB) when `opaque`, else 6 (RGBA). */
function encodePng(rgba, size, opaque) {
  const channels = opaque ? 3 : 4;
  const raw = Buffer.alloc((size * channels + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * channels + 1); // each row starts with filter byte 0 (none)
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      if (opaque && rgba[from + 3] !== 255) throw new Error(`pixel ${x},${y} is not opaque`);
      rgba.copy(raw, row + 1 + x * channels, from, from + channels);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = opaque ? 2 : 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  mkdirSync(OUT, { recursive: true });
  for (const icon of ICONS) {
    const rgba = await rasterise(page, iconSvg(icon), icon.size);
    writeFileSync(join(OUT, icon.file), encodePng(rgba, icon.size, icon.corner === null));
    console.log(`public/icons/${icon.file}  ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
