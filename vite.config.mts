import { rmSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** public/ holds MSW's worker and the demo's NFT artwork for demo and chain mode; production ships neither. */
function dropMockWorker(mode: string): Plugin {
  let outDir = "dist";
  return {
    name: "drop-mock-worker",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (mode !== "production") return;
      rmSync(join(outDir, "mockServiceWorker.js"), { force: true });
      rmSync(join(outDir, "ipfs"), { recursive: true, force: true });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), dropMockWorker(mode)],
  build: {
    outDir: mode === "production" ? "dist" : `dist-${mode}`,
    sourcemap: mode !== "production",
    target: "es2022",
    // The demo's emulation chunk (MSW, Dexie, ethers) is loaded after the first screen; production has none.
    chunkSizeWarningLimit: mode === "production" ? 500 : 800,
  },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  server: { host: "127.0.0.1", port: 5173 },
}));
