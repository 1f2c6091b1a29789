import type { BarcodeDetector } from "barcode-detector/ponyfill";

/** What the scan sheet decodes: a camera frame (the video element) or a chosen photo. */
export type QrSource = HTMLVideoElement | ImageBitmap;

/** Reads the QR codes in a picture: the text each holds, none when there is no code. */
export interface QrDetector {
  detect(source: QrSource): Promise<string[]>;
}

type DetectorClass = typeof BarcodeDetector;

/** The browser's own Barcode Detection API, when it has one that reads QR codes (Android Chrome, macOS, ChromeOS). */
async function nativeDetector(): Promise<BarcodeDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    // Desktop Linux and Windows Chrome define the class but read nothing: no formats.
    const formats = await Native.getSupportedFormats();
    return formats.includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

let loading: Promise<QrDetector> | null = null;

/**
 * The browser's detector, or else the ZXing WebAssembly polyfill, fetched only now (iOS Safari, Firefox, desktop
 * Chrome): the withdraw page's first load holds none of it (docs/decisions/0030-paste-and-scan.md). Loaded once.
 */
export function loadQrDetector(): Promise<QrDetector> {
  loading ??= (async () => {
    const detector = (await nativeDetector()) ?? (await import("./zxingDetector")).zxingDetector();
    return {
      detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue),
    };
  })();
  // A failed load (offline before the reader was cached) is tried again next time.
  loading.catch(() => (loading = null));
  return loading;
}
