import type { Page } from "@playwright/test";

/** An API call made from inside the page, through the app's service worker, with the signed-in user's token. */
export function pageApi<T>(
  page: Page,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<{ code: number; message: string; data: T }> {
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
