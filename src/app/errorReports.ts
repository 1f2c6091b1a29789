import { connectReports } from "../lib/errorReport/report";

const DSN = import.meta.env.VITE_ERROR_REPORT_DSN;

/**
 * Error reports (docs/decisions/0038-error-reports.md), started after the first screen (src/main.tsx): a build with
 * VITE_ERROR_REPORT_DSN fetches the SDK, its own chunk, and hands it what was reported so far; `route` names the
 * page a report comes from. A build without one has no SDK chunk at all. The import is here rather than beside the
 * queue (src/lib) so the first screen's shared chunk does not take in the loader's preload helper.
 */
export function startErrorReports(route: () => string | undefined): void {
  if (!DSN) return;
  import("../lib/errorReport/sdk")
    .then(({ startSdk }) => connectReports(startSdk(DSN, route)))
    // Offline, or the chunk is gone after a release: a report is not worth an error of its own.
    .catch(() => undefined);
}
