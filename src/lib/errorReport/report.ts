/**
 * Error reports to the operator (docs/decisions/0038-error-reports.md). A build with VITE_ERROR_REPORT_DSN loads
 * the SDK (./sdk.ts, by src/app/errorReports.ts) once the first screen is up; until then what is reported waits
 * here. A build without it compiles all of this to nothing: no SDK code is fetched and nothing is sent.
 */
const DSN = import.meta.env.VITE_ERROR_REPORT_DSN;

/** What the app reports besides what the SDK catches itself: a render error, an API answer it could not read. */
export type ReportKind = "render" | "api" | "uncaught";
export type Capture = (error: unknown, kind: ReportKind) => void;

let waiting: Parameters<Capture>[] = [];
let send: Capture = (...report) => {
  if (waiting.length < 20) waiting.push(report);
};
/** Uncaught errors before the SDK is there (it catches them itself from then on). */
const early = (event: ErrorEvent | PromiseRejectionEvent) =>
  send("reason" in event ? event.reason : (event.error ?? event.message), "uncaught");
if (DSN) {
  addEventListener("error", early);
  addEventListener("unhandledrejection", early);
}

export function reportError(error: unknown, kind: ReportKind): void {
  if (DSN) send(error, kind);
}

/** The SDK is running: what waited goes to `capture`, and so does everything reported from now on. */
export function connectReports(capture: Capture): void {
  removeEventListener("error", early);
  removeEventListener("unhandledrejection", early);
  send = capture;
  for (const report of waiting) capture(...report);
  waiting = [];
}
