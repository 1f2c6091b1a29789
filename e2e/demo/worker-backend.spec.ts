import { expect, type Page, type Response } from "@playwright/test";
import { signInAs } from "./helpers";
import { toasts } from "./shellHelpers";
import { test } from "./sharedPage";

test.describe.configure({ timeout: 90_000 });

const isCheckinInfo = (r: Response) => r.url().endsWith("/api/check_in/info");

/** Opens the check-in page and returns the backend's answer to the page's check-in state request. */
async function openCheckin(page: Page, open: () => Promise<unknown>): Promise<Response> {
  const [info] = await Promise.all([page.waitForResponse(isCheckinInfo), open()]);
  return info;
}

test("the service worker is the one backend: it answers a navigation to the API, every tab shares it, a hard reload is handed back to it", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");

  const other = await context.newPage();
  await test.step("a fresh tab navigating to /api/public/coins gets the JSON envelope, not the app", async () => {
    const response = await other.goto("/api/public/coins");
    expect(response!.fromServiceWorker()).toBe(true);
    expect(response!.headers()["content-type"]).toContain("application/json");
    // What the tab shows is the envelope itself.
    const shown = JSON.parse(await other.locator("body").innerText()) as {
      code: number;
      data: { coin_id: number; coin_name: string; price: string }[];
    };
    expect(shown.code).toBe(200);
    expect(shown.data.map((c) => c.coin_name)).toContain("USDT");
    expect(shown.data.every((c) => /^\d+(\.\d+)?$/.test(c.price))).toBe(true);
    await expect(other.locator("#root")).toHaveCount(0);
  });

  await test.step("two tabs, one backend: tab A checks in, tab B sees it after a reload", async () => {
    await signInAs(page, "User with history");
    const m = page.getByRole("main");
    const b = other.getByRole("main");
    // Tab B shares the session (same storage), and the backend says: not checked in yet.
    let infoB = await openCheckin(other, () => other.goto("/#/checkin"));
    expect(infoB.fromServiceWorker()).toBe(true);
    await expect(b.getByText("Not checked in yet today")).toBeVisible();

    await openCheckin(page, () => page.goto("/#/checkin"));
    const [done] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/check_in/do")),
      m.getByRole("button", { name: "Check in", exact: true }).click(),
    ]);
    expect(done.fromServiceWorker()).toBe(true);
    await expect(toasts(page)).toContainText("Checked in");
    await expect(m.getByText("Checked in today")).toBeVisible();

    await expect(b.getByText("Not checked in yet today")).toBeVisible();
    infoB = await openCheckin(other, () => other.reload());
    expect(infoB.fromServiceWorker()).toBe(true);
    await expect(b.getByText("Checked in today")).toBeVisible();
  });

  await test.step("a hard reload (the document bypasses the worker) still reaches the backend", async () => {
    const cdp = await context.newCDPSession(other);
    const info = other.waitForResponse(isCheckinInfo);
    const [document] = await Promise.all([
      other.waitForResponse((r) => r.request().isNavigationRequest()),
      cdp.send("Page.reload", { ignoreCache: true }),
    ]);
    // Chromium's hard reload leaves the new document uncontrolled: the page has to ask the worker to take it.
    expect(document.fromServiceWorker()).toBe(false);
    expect((await info).fromServiceWorker()).toBe(true);
    await expect(other.getByRole("main").getByText("Checked in today")).toBeVisible();
    expect(await other.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
  });
});
