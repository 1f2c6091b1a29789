import { expect } from "@playwright/test";
import { screenshotDir } from "./helpers";
import { test } from "./sharedPage";

test("a result page opened without a result sends the user to the records, never showing a success", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  for (const [path, records, title] of [
    ["nodeSuccess", "nodeLogs", "Node records"],
    ["mintSuccess", "mintLogs", "Mint records"],
  ] as const) {
    await page.goto(`/#/${path}`);
    await expect(page).toHaveURL(new RegExp(`#/${records}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/Purchase complete|Congratulations/)).toHaveCount(0);
  }
  // A mint that does not exist is no success either.
  await page.goto("/#/mintSuccess?mint=999999");
  await expect(page).toHaveURL(/#\/mintLogs$/);
});

test("an unknown address shows a page under the header that says so and leads home", async ({
  sharedPage,
}) => {
  const page = await sharedPage("Visitor");
  await page.goto("/#/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByText("/no-such-page")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/not-found-en.png` });
  await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/#\/home$/);
});

test("each node tier's sold count and remaining add up to its supply, and the bar draws what is sold", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/node");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    const remaining = /Remaining ([\d,]+) \/ ([\d,]+)/.exec(
      (await card.getByText(/^Remaining /).textContent())!,
    )!;
    const sold = /^([\d,]+) sold$/.exec((await card.getByText(/ sold$/).textContent())!)!;
    const n = (s: string) => Number(s.replace(/,/g, ""));
    expect(n(sold[1]!) + n(remaining[1]!)).toBe(n(remaining[2]!));
    const bar = card.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", String(n(sold[1]!)));
    await expect(bar).toHaveAttribute("aria-valuemax", String(n(remaining[2]!)));
    const drawn = await bar.locator("span").evaluate((el) => el.getBoundingClientRect().width);
    if (n(sold[1]!) === 0) expect(drawn).toBe(0);
    else expect(drawn).toBeGreaterThan(0);
  }
});
