import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The floor app of `npm run bench:lighthouse` (bench/floor): the project's Vite and React plugin, nothing else. Built
 * to `dist-bench-floor/` at the repository's root (gitignored), or `--outDir`.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL("../../dist-bench-floor", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
  },
});
