import { defineConfig } from "vite";

/**
 * `npm run test:api` (scripts/api-conformance/start.mjs): the API conformance suite as one Node module. It reads
 * docs/openapi.yaml the way the server does (bundled as text), so it is built like `npm run api`.
 */
export default defineConfig({
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
