/** What the page asks the service worker's backend (demo and chain mode), over a MessageChannel. */
export type BackendRequest = { type: "backend-ready" } | { type: "reset-demo" };

/** The worker's answer on the channel's port. */
export type BackendReply = { ok: true } | { ok: false; error: string };

/** Asks a waiting worker to take over (workbox-window sends the same message). */
export const SKIP_WAITING = "SKIP_WAITING";

/** Asks the active worker to control this page (a hard reload leaves a page uncontrolled). */
export const CLAIM = "CLAIM";
