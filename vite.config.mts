import { rmSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { contentSecurityPolicy } from "./scripts/contentSecurityPolicy.mts";
import {
  checkProductionSettings,
  describeProblems,
  type ProductionSettings,
} from "./scripts/productionSettings.mts";

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

/**
 * Production builds only: refuse to build without every VITE_* setting well formed (one message naming them all),
 * then put the Content-Security-Policy built from them at the top of index.html. Preview and dev are untouched.
 */
function productionSettings(mode: string): Plugin {
  let settings: ProductionSettings | null = null;
  return {
    name: "production-settings",
    apply: "build",
    configResolved(config) {
      if (mode !== "production") return;
      const problems = checkProductionSettings(config.env);
      if (problems.length > 0) {
        const error = new Error(describeProblems(problems));
        error.stack = `${error.name}: ${error.message}`; // the list is the whole story; a trace would bury it
        throw error;
      }
      settings = config.env as ProductionSettings;
    },
    transformIndexHtml(html) {
      if (!settings) return html;
      // Right after the charset, before anything the policy governs.
      const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(settings)}" />`;
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`index.html lost its ${charset}`);
      return html.replace(charset, `${charset}\n    ${meta}`);
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), dropMockWorker(mode), productionSettings(mode)],
  build: {
    outDir: mode === "production" ? "dist" : `dist-${mode}`,
    sourcemap: mode !== "production",
    target: "es2022",
    // The demo's emulation chunk (MSW, Dexie, ethers) is loaded after the first screen; production has none.
    chunkSizeWarningLimit: mode === "production" ? 500 : 800,
    rolldownOptions: {
      output: {
        // The first screen's code in two files instead of seventeen: on a phone each extra request is a round trip.
        // Only the framework and the small shared app modules; ethers, MSW and Dexie stay in their lazy chunks.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|valtio|proxy-compare|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            {
              name: "core",
              test: /[\\/]src[\\/](lib|state|api|components|config)/,
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  server: { host: "127.0.0.1", port: 5173 },
}));
