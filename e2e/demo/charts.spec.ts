import { expect as baseExpect, type Page } from "@playwright/test";
import { axe } from "./axe";
import { SCREEN_LANGS } from "./helpers";
import { test } from "./sharedPage";
import { animationsDone, horizontalOverflow } from "./shellHelpers";
import { routes, useLanguage } from "./languages";
import { screenshotDir, shot } from "../shots";

/** The machine may be busy: give the pages more time than the suite's default. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 120_000 });

async function shoot(page: Page, name: string, lang: string, title: string) {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await animationsDone(page);
  await shot(page, `${screenshotDir}/charts-${name}-${lang}.png`, { fullPage: true });
  expect(await horizontalOverflow(page), `${name} in ${lang}`).toEqual([]);
}

/** 18-decimal units as the app writes an amount: 4 places, grouped, with the coin ("90.0000 HOLD"). */
function money(units: bigint, coin: string): string {
  const tenThousandths = (units + 5n * 10n ** 13n) / 10n ** 14n;
  const whole = (tenThousandths / 10_000n).toLocaleString("en");
  return `${whole}.${(tenThousandths % 10_000n).toString().padStart(4, "0")}\u00a0${coin}`;
}

test("the exchange page's price chart: candles, intervals, the crosshair legend and the 24 h change", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/exchange");
  const main = page.getByRole("main");
  const chart = main.getByRole("img", {
    name: /^HOLD price chart, last 2 days, last price \$0\.125000, 24h change /,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator("canvas").first()).toBeVisible();
  await expect(main.getByTestId("day-change")).toHaveText(/^[+−]?\d\.\d{6} \([+−]?\d+(\.\d+)?%\)$/);
  await expect(main.getByTestId("day-change")).toHaveClass(/^(up|down)$/);

  const intervals = main.getByRole("tablist", { name: "Candle length" });
  await expect(intervals.getByRole("tab")).toHaveText(["15 min", "1 hour", "4 hours", "1 day"]);
  await expect(intervals.getByRole("tab", { name: "1 hour" })).toHaveAttribute("aria-selected", "true");
  const legend = main.getByTestId("price-legend");
  const legendTime = legend.locator("time");
  await expect(legend.getByRole("definition")).toHaveCount(4);
  const hourly = await legend.textContent();

  // Another interval: other candles, another legend (the last daily candle opened at midnight UTC).
  await intervals.getByRole("tab", { name: "1 day" }).click();
  await expect(intervals.getByRole("tab", { name: "1 day" })).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("img", { name: /^HOLD price chart, last 90 days, / })).toBeVisible();
  await expect(legend).not.toHaveText(hourly ?? "");
  await expect(legendTime).toHaveAttribute("datetime", /T00:00:00\.000Z$/);

  // The crosshair: a mouse over the chart's left part shows an older candle in the legend; leaving shows the last.
  await intervals.getByRole("tab", { name: "1 hour" }).click();
  const frame = main.getByRole("img", { name: /^HOLD price chart, last 2 days, / });
  await expect(frame.locator("canvas").first()).toBeVisible();
  const last = await legendTime.getAttribute("datetime");
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.5);
  await expect(legendTime).not.toHaveAttribute("datetime", last ?? "");
  const hovered = await legendTime.getAttribute("datetime");
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
  await expect(legendTime).not.toHaveAttribute("datetime", hovered ?? "");
  await page.mouse.move(box.x + box.width * 0.5, box.y - 40);
  await expect(legendTime).toHaveAttribute("datetime", last ?? "");

  // The line option draws the closes instead of candles.
  const line = main.getByRole("button", { name: "Line" });
  await line.click();
  await expect(line).toHaveAttribute("aria-pressed", "true");
  await expect(frame.locator("canvas").first()).toBeVisible();
  await line.click();
  await expect(line).toHaveAttribute("aria-pressed", "false");
  await axe(page, "main");

  for (const lang of SCREEN_LANGS) {
    await useLanguage(page, lang);
    await expect(main.locator(".price-canvas-frame canvas").first()).toBeVisible();
    await shoot(page, "exchange", lang, routes(lang).exchange!);
  }
});

test("the stake income page: income per day over 30 days as bars, and a summary that matches them", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/stakeIncome");
  const main = page.getByRole("main");
  const chart = main.getByRole("figure", { name: "Income per day, last 30 days" });
  const bars = chart.locator("rect.income-bar");
  await expect(bars).toHaveCount(30);

  // The persona's two stakes (6 and 3 days old) have earned 9 days of 10 HOLD, all within the 30 days.
  const amounts = (
    await bars.evaluateAll((rects) => rects.map((r) => r.getAttribute("data-amount") ?? "0"))
  ).map(BigInt);
  const days = await bars.evaluateAll((rects) => rects.map((r) => r.getAttribute("data-day") ?? ""));
  expect(days[29]).toBe(new Date(Date.now()).toISOString().slice(0, 10));
  expect(amounts.filter((a) => a > 0n).length).toBeGreaterThanOrEqual(6);
  const total = amounts.reduce((a, b) => a + b, 0n);
  const best = amounts.reduce((a, b) => (b > a ? b : a), 0n);
  expect(money(total, "HOLD")).toBe("90.0000\u00a0HOLD");
  await expect(chart.getByTestId("income-30d-total")).toHaveText(money(total, "HOLD"));
  await expect(chart.getByTestId("income-best-day")).toHaveText(
    new RegExp(`^${money(best, "HOLD")} \\w{3} \\d`),
  );
  // ... and the same as the total ever earned, as nothing is older than 30 days.
  await expect(main.locator(".stat", { hasText: "Total income" }).locator("dd")).toHaveText(
    money(total, "HOLD"),
  );
  await expect(chart.getByRole("img")).toHaveAccessibleName(
    new RegExp(`^Bar chart of income per day from .+ to .+: ${money(total, "HOLD")} in all, best day .+`),
  );
  await axe(page, "main");

  for (const lang of SCREEN_LANGS) {
    await useLanguage(page, lang);
    await expect(main.locator("rect.income-bar")).toHaveCount(30);
    await shoot(page, "stakeIncome", lang, routes(lang).stakeIncome!);
  }
});
