import type { Page } from "@playwright/test";
import { API_URL } from "./env";

/** Every API request the page makes to the API's origin, and every console error (a CSP violation is one). */
export function watch(page: Page) {
  const api: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(`${API_URL}/api/`)) api.push(`${r.method()} ${r.url().slice(API_URL.length)}`);
  });
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return { api, errors };
}
