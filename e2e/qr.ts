import type { Page } from "@playwright/test";
import jsQR from "jsqr";

/**
 * Reads a QR code from a PNG as a phone's scanner would: the picture's pixels (decoded by the browser) through jsQR.
 * Returns the text it holds, or null when no code can be read.
 */
export async function readQr(page: Page, png: Buffer): Promise<string | null> {
  const image = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext("2d")!;
    g.drawImage(bitmap, 0, 0);
    const { data, width, height } = g.getImageData(0, 0, bitmap.width, bitmap.height);
    // The pixels leave the page as one base64 string: as an array of numbers they cost seconds of CPU to pass.
    const url = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsDataURL(new Blob([data]));
    });
    return { pixels: url.slice(url.indexOf(",") + 1), width, height };
  }, png.toString("base64"));
  const pixels = new Uint8ClampedArray(Buffer.from(image.pixels, "base64"));
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}
