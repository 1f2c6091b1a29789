import { IS_MOCKED } from "../config";
import { CLAIM, type BackendReply, type BackendRequest } from "./protocol";

/** The active worker controlling this page, asking it to take over when a hard reload left the page uncontrolled. */
async function controller(): Promise<ServiceWorker> {
  const container = navigator.serviceWorker;
  if (container.controller) return container.controller;
  const changed = new Promise<void>((resolve) =>
    container.addEventListener("controllerchange", () => resolve(), { once: true }),
  );
  const registration = await container.ready;
  if (!container.controller) {
    registration.active?.postMessage({ type: CLAIM });
    await changed;
  }
  return container.controller!;
}

function ask(request: BackendRequest): Promise<void> {
  return controller().then(
    (worker) =>
      new Promise<void>((resolve, reject) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<BackendReply>) => {
          channel.port1.close();
          if (event.data.ok) resolve();
          else reject(new Error(event.data.error));
        };
        worker.postMessage(request, [channel.port2]);
      }),
  );
}

let ready: Promise<void> | null = null;

/**
 * Demo and chain mode: resolves once the service worker controls the page and its backend has opened the store
 * and seeded the personas (the worker says so by message). The API client and the demo wallet wait for it before
 * their first request; production has no such backend and resolves at once.
 */
export function backendReady(): Promise<void> {
  if (!IS_MOCKED) return Promise.resolve();
  ready ??= ask({ type: "backend-ready" }).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** Demo only: the worker wipes the store, the mock chain and the clock and seeds the personas again. */
export function resetDemo(): Promise<void> {
  return ask({ type: "reset-demo" });
}
