import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { contentSecurityPolicy } from "./scripts/build/contentSecurityPolicy.mts";
import { devWorker } from "./scripts/build/devWorker.mts";
import { webManifest } from "./scripts/build/webManifest.mts";
import {
  checkProductionBuild,
  describeProblems,
  type ProductionSettings,
} from "./scripts/build/productionSettings.mts";
import { networkIdProblem, parseNetworkId } from "./src/networks";

/** public/ holds the demo's NFT artwork for demo and chain mode; production does not ship it. */
function dropDemoArtwork(mode: string): Plugin {
  let outDir = "dist";
  return {
    name: "drop-demo-artwork",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (mode !== "production") return;
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
      // VITE_DEPLOYMENT names a deployment record (path from the project root) to take the contract address from.
      const { env, problems } = checkProductionBuild(config.env, (file) =>
        readFileSync(resolve(config.root, file), "utf8"),
      );
      if (problems.length > 0) {
        const error = new Error(describeProblems(problems));
        error.stack = `${error.name}: ${error.message}`; // the list is the whole story; a trace would bury it
        throw error;
      }
      // The record's address reaches the bundle as VITE_HOLDER_NFT_ADDRESS would (import.meta.env is read from here).
      Object.assign(config.env, env);
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

/**
 * Every mode: VITE_CHAIN_ID is 56 or 97 (production's other settings are checked above). The demo's mock chain is
 * BNB Smart Chain's 56 alone, so a demo build for 97 would talk to a chain that is not there.
 */
function networkSetting(mode: string): Plugin {
  return {
    name: "network-setting",
    configResolved(config) {
      const raw = config.env.VITE_CHAIN_ID as string | undefined;
      const problem =
        networkIdProblem("VITE_CHAIN_ID", raw) ??
        (mode === "demo" && parseNetworkId(raw) !== 56
          ? `VITE_CHAIN_ID "${raw}": the demo's mock chain is 56 (BNB Smart Chain); build production or chain mode for 97`
          : null);
      if (!problem) return;
      const error = new Error(problem);
      error.stack = `${error.name}: ${error.message}`;
      throw error;
    },
  };
}

/**
 * The app's service worker, src/sw.ts (docs/decisions/0017): it precaches everything the app needs (in the demo
 * the NFT artwork too) and in demo and chain mode it is the backend. Registered by src/pwa/register.ts, not by the
 * plugin, so the first screen does not wait for it.
 */
function serviceWorker(mode: string, base: string): Plugin[] {
  const noCookieStore: Plugin = {
    name: "holder:sw-no-cookie-store",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer?.includes("/msw/lib/core/") && /\/cookieStore\.mjs$/.test(source))
        return fileURLToPath(new URL("./mocks/hosts/worker/noCookieStore.ts", import.meta.url));
      return null;
    },
  };
  // The worker reads only the `server` part of a locale file (mocks/messages.ts); the rest is the page's text, 250 KB
  // across fourteen languages that the worker would carry and compile at every start.
  const serverTextOnly: Plugin = {
    name: "holder:sw-server-text-only",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]locales[\\/][^\\/]+\.json$/.test(id)) return null;
      return {
        code: JSON.stringify({ server: (JSON.parse(code) as { server: unknown }).server }),
        map: null,
      };
    },
  };
  return [
    ...VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      manifest: webManifest(base),
      includeManifestIcons: false,
      injectManifest: {
        rollupFormat: "iife",
        // wasm: the QR reader's ZXing polyfill, so a scan works offline (docs/decisions/0030-paste-and-scan.md).
        globPatterns: [
          mode === "production"
            ? "**/*.{js,css,html,svg,png,wasm,webmanifest}"
            : "**/*.{js,css,html,svg,png,jpg,webp,json,wasm,webmanifest}",
        ],
        globIgnores: ["**/*.map", "sw.js", ...(mode === "production" ? ["ipfs/**"] : [])],
        // The demo worker carries the backend (MSW, Dexie, ethers): bigger than Workbox's 2 MB default.
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        buildPlugins: { vite: [noCookieStore, serverTextOnly] },
      },
      // The dev server serves a dev build of the same worker instead (scripts/build/devWorker.mts).
      devOptions: { enabled: false },
    }),
    devWorker(mode, base, [noCookieStore, serverTextOnly]),
  ];
}

/**
 * The release an error report names (docs/decisions/0038-error-reports.md): APP_RELEASE when the build sets it,
 * otherwise the commit checked out (`git rev-parse --short HEAD`), "unknown" outside a git work tree.
 */
function release(): string {
  if (process.env.APP_RELEASE) return process.env.APP_RELEASE;
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return "unknown";
  }
}

// BASE_PATH=/holder/ builds the app to be served from that sub-path (any static host; README "Demo on a sub-path").
const BASE = process.env.BASE_PATH ?? "/";

/**
 * What only the pages that move money or list holdings share: their API calls, the money moves' hook and note
 * (decision 0039), the amount field and its reading (decision 0042), the quote list, the grouped address of the
 * confirmations and the pending-list refresh (decision 0043). One chunk for those pages ("page-api" below), kept out
 * of the first screen's "core", which they would otherwise grow (2.2 kB gzipped in issue 30).
 */
const PAGE_SHARED = [
  String.raw`api[\\/](useMoneyMove|admin|nft|node|mint|stake|exchange|withdraw|recharge|team|checkin|bill|demo|refreshWhilePending)\b`,
  String.raw`components[\\/](MoveConfirming|AmountField|useAmountField|amountMessage|QuoteList|GroupedAddress)\b`,
  String.raw`lib[\\/]money[\\/]amount(Check|Text)\b`,
].join("|");

export default defineConfig(({ mode }) => ({
  base: BASE,
  plugins: [
    react(),
    networkSetting(mode),
    dropDemoArtwork(mode),
    productionSettings(mode),
    serviceWorker(mode, BASE),
  ],
  define: { __APP_RELEASE__: JSON.stringify(release()) },
  build: {
    outDir: mode === "production" ? "dist" : `dist-${mode}`,
    sourcemap: mode !== "production",
    target: "es2022",
    modulePreload: {
      // The entry (src/boot.ts) asks for the first screen right after the splash's paint. Vite's loader would add a
      // <link> per file in that task; only the framework's is worth it (the largest file, so it starts at once):
      // the app's other files are asked for by main.js as soon as it arrives, long before the framework has.
      resolveDependencies: (_file, deps, { hostType, hostId }) =>
        hostType === "js" && hostId.startsWith("assets/index-")
          ? deps.filter((d) => /\/framework-/.test(d))
          : deps,
    },
    // The demo's emulation chunk (MSW, Dexie, ethers) is loaded after the first screen; production has none.
    chunkSizeWarningLimit: mode === "production" ? 500 : 800,
    rolldownOptions: {
      output: {
        // The first screen's code in two files instead of seventeen: on a phone each extra request is a round trip.
        // Only the framework and the small shared app modules; ethers, MSW and Dexie stay in their lazy chunks.
        codeSplitting: {
          groups: [
            {
              // Named so a test can tell it was not fetched for the first screen (e2e/demo/first-screen.spec.ts).
              name: "ethers",
              test: /node_modules[\\/](ethers|@noble|@adraffy|aes-js)[\\/]/,
              priority: 30,
            },
            {
              // The error-report SDK, fetched after the first screen by a build with VITE_ERROR_REPORT_DSN only
              // (docs/decisions/0038-error-reports.md); named so a test can tell it was not fetched. The SDK alone:
              // a group takes in what its modules import, and src/lib/errorReport/sdk.ts imports the first screen's.
              name: "error-report",
              test: /node_modules[\\/](@sentry|web-vitals)[\\/]/,
              priority: 30,
            },
            {
              // The exchange page's chart library, fetched by that page only (docs/decisions/0031-charts.md).
              name: "charts",
              test: /node_modules[\\/](lightweight-charts|fancy-canvas)[\\/]/,
              priority: 30,
            },
            {
              // PAGE_SHARED above (0.8 kB gzipped out of the first screen in issue 29, 2.2 kB in issue 30:
              // scripts/bench/bench-first-screen-size.mjs).
              name: "page-api",
              test: new RegExp(`[\\\\/]src[\\\\/](${PAGE_SHARED})`),
              priority: 5,
            },
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|valtio|proxy-compare|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            {
              // With the wallet's and the worker's small shared modules: each of those was a chunk of its own
              // (0.2–7 kB), one more request and module for the first screen. The demo wallet stays lazy.
              name: "core",
              // Not what "page-api" above takes, nor the request ids only money moves make.
              test: new RegExp(
                `[\\\\/]src[\\\\/](?!${PAGE_SHARED}|lib[\\\\/]requestId)(lib|state|api|components|config|networks|pwa|wallet(?![\\\\/]demo))`,
              ),
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
