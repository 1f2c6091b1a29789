import type { Page } from "@playwright/test";

/**
 * Resolves once the app's service worker controls the page: on a first visit the page's own fetches reach the
 * backend only from then on (the app's API client waits the same way, src/pwa/backend.ts).
 */
export async function workerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const container = navigator.serviceWorker;
    if (container.controller) return;
    await new Promise((resolve) => container.addEventListener("controllerchange", resolve, { once: true }));
  });
}

/** An API call made from inside the page, through the app's service worker, with the signed-in user's token. */
export async function pageApi<T>(
  page: Page,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<{ code: number; message: string; data: T }> {
  await workerControls(page);
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p, {
        method: m,
        headers: { Authorization: localStorage.getItem("token") ?? "", "Content-Type": "application/json" },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return response.json();
    },
    [method, path, body] as const,
  );
}
