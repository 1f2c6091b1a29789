import { rpcUrls } from "../../src/networks.ts";
import type { ProductionSettings } from "./productionSettings.mts";

/**
 * The production Content-Security-Policy (docs/decisions/0015-production-settings.md). Scripts and styles come only
 * from the app's own origin; the page may talk to the API, the chain's RPC nodes and, in a build with a DSN, the
 * error-report host, and show pictures from the IPFS gateway. React sets `style` through the CSSOM, which CSP does
 * not govern, so no 'unsafe-inline' is needed. Trusted Types: React 19, the router and the app assign no HTML or
 * script strings to DOM sinks, so every such assignment is refused; the one policy allowed, "service-worker", passes
 * only the app's own worker URL to `serviceWorker.register` (src/pwa/register.ts).
 */
export function contentSecurityPolicy(
  settings: ProductionSettings & { VITE_ERROR_REPORT_DSN?: string },
  extra: { frameAncestors?: boolean } = {},
) {
  const origin = (url: string) => new URL(url).origin;
  const unique = (values: string[]) => [...new Set(values)].join(" ");
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    // Compiling WebAssembly, and nothing else of eval: the QR reader's polyfill (docs/decisions/0030-paste-and-scan.md).
    ["script-src", "'self' 'wasm-unsafe-eval'"],
    ["style-src", "'self'"],
    ["img-src", unique(["'self'", "data:", origin(settings.VITE_IPFS_GATEWAY)])],
    ["font-src", "'self'"],
    [
      "connect-src",
      unique([
        "'self'",
        origin(settings.VITE_API_BASE_URL),
        ...rpcUrls(settings.VITE_CHAIN_RPC_URL).map(origin),
        // Error reports, when the build has somewhere to send them (docs/decisions/0038-error-reports.md).
        ...(settings.VITE_ERROR_REPORT_DSN ? [origin(settings.VITE_ERROR_REPORT_DSN)] : []),
      ]),
    ],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["require-trusted-types-for", "'script'"],
    ["trusted-types", "service-worker"],
  ];
  // A <meta> policy cannot say who may frame the page; the hosting headers can (README, "Hosting production").
  if (extra.frameAncestors) directives.push(["frame-ancestors", "'none'"]);
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}
