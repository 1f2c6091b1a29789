import { showStartupFailure } from "./app/startupFailure";
import "./styles.css";
import "./splash.css";

/**
 * The page's entry: the stylesheet (so index.html's splash paints with it) and, once that first frame is on screen,
 * the app. Fetching the app's code after the splash has painted lets the stylesheet have the network first on a slow
 * phone connection. A tab that does not paint (in the background) starts after a short wait instead.
 */
let started = false;
function start(): void {
  if (started) return;
  started = true;
  import("./main").catch((error: unknown) => showStartupFailure("unknown", error));
}

// A page the service worker controls reads every file from its precache: no network for the stylesheet to share, so
// the app starts at once (a warm start is a frame sooner).
if (navigator.serviceWorker?.controller) start();
else {
  // The first contentful paint's entry arrives once the frame is presented, not when the main thread has drawn it:
  // a request sent in between (on a fast connection it is answered within it) would count as holding up the paint.
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
}
