import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * `npm run api` (mocks/hosts/http/start.mjs): the API server as one Node module. The emulated backend is written for
 * Vite (import.meta.glob of the locales, ?raw of the OpenAPI document), so it is built like the app; packages stay
 * in node_modules (SSR builds keep dependencies external).
 */
export default defineConfig({
  // Paths below are the repository's, wherever the build is started from.
  root: fileURLToPath(new URL("../../..", import.meta.url)),
  mode: "api",
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: "mocks/hosts/http/main.ts",
    outDir: "dist-api",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: "main.mjs" } },
  },
});
