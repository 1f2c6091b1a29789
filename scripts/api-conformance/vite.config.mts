import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * `npm run test:api` (scripts/api-conformance/start.mjs): the API conformance suite as one Node module. It reads
 * docs/openapi.yaml the way the server does (bundled as text), so it is built like `npm run api`.
 */
export default defineConfig({
  // Paths below are the repository's, wherever the build is started from.
  root: fileURLToPath(new URL("../..", import.meta.url)),
  mode: "api",
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: "scripts/api-conformance/main.ts",
    outDir: "dist-test-api",
    emptyOutDir: true,
    target: "node20",
    minify: false,
    rollupOptions: { output: { entryFileNames: "main.mjs" } },
  },
});
