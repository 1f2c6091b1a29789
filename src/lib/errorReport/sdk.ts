import {
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  captureException,
  consoleIntegration,
  dedupeIntegration,
  eventFiltersIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  type ErrorEvent,
} from "@sentry/browser";
import { storage } from "../storage";
import type { Capture } from "./report";
import { scrubBreadcrumb, scrubEvent, type CrumbLike, type EventLike, type Secret } from "./scrub";

/** Every token, address and invite code this page has held: a report may be sent after a logout. */
const held = new Map<string, Secret>();

function secrets(): Secret[] {
  const keys = [
    ["token", "[token]"],
    ["address", "[address]"],
    ["invite_code", "[code]"],
  ] as const;
  for (const [key, label] of keys) {
    const value = storage.get(key);
    if (value) held.set(value, { value, label });
  }
  return [...held.values()];
}

/**
 * The Sentry browser SDK, set up to send as little as a report needs (docs/decisions/0038-error-reports.md): errors
 * only (no tracing, no session replay, no sessions), nothing collected about the user (`dataCollection`, v11's
 * successor of `sendDefaultPii: false`), and every event and breadcrumb scrubbed (./scrub.ts) before it leaves.
 * Returns how the app reports what the SDK does not catch itself.
 */
export function startSdk(dsn: string, route: () => string | undefined): Capture {
  init({
    dsn,
    release: __APP_RELEASE__,
    environment: "production",
    // The defaults add sessions (a request per page load), the user's locale and time zone, and more: chosen here.
    defaultIntegrations: false,
    integrations: [
      eventFiltersIntegration(),
      browserApiErrorsIntegration(),
      breadcrumbsIntegration(),
      consoleIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      frameContextLines: 0,
    },
    sendClientReports: false,
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb as CrumbLike, secrets()),
    // The route when the report is sent, which is the page it happened on: the route's id, not its address.
    beforeSend: (event) => {
      const tagged = { ...event, tags: { ...event.tags, route: route() ?? "none" } };
      return scrubEvent(tagged as EventLike, secrets()) as unknown as ErrorEvent;
    },
  });
  return (error, kind) => {
    captureException(error, { tags: { kind } });
  };
}
