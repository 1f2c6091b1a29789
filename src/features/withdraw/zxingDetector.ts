import { BarcodeDetector, prepareZXingModule } from "barcode-detector/ponyfill";
// The reader's WebAssembly as an asset of the build (hashed, precached by the service worker), never the package's
// default CDN address: the demo works offline and production's CSP allows only the app's own origin.
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

/** The ZXing polyfill of the Barcode Detection API, reading QR codes only; loaded only by qrDetector.ts. */
export function zxingDetector(): BarcodeDetector {
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
}
