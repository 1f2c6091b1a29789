import { expect, type Page } from "@playwright/test";
import { LANGUAGES } from "../../src/i18n/languages";
import { test } from "./sharedPage";
import { horizontalOverflow } from "./shellHelpers";

/** Words that a line break cuts in two: a text node's rendered lines that end or start inside a word. */
async function wordsCutByLines(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const cut: string[] = [];
    const segmenter = new Intl.Segmenter(document.documentElement.lang, { granularity: "word" });
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const { segment, index, isWordLike } of segmenter.segment(text)) {
          if (!isWordLike || segment.length < 2) continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + segment.length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) cut.push(segment);
        }
      }
    }
    return cut;
  });
}

test("the header's connect button is one line in every language at 360 px", async ({ sharedPage }) => {
  const page = await sharedPage("Visitor");
  await page.setViewportSize({ width: 360, height: 780 });
  for (const { code } of LANGUAGES) {
    await page.evaluate((lang) => localStorage.setItem("APP_LANG", lang), code);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    const connect = page.locator(".connect-text");
    await expect(connect).toBeVisible();
    const lines = await connect.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, `${code}: "${await connect.textContent()}"`).toBe(1);
    // Whole, inside its button, and nothing pushed off the screen by it.
    expect(
      (await horizontalOverflow(page)).filter((line) => !line.startsWith("page")),
      code,
    ).toEqual([]);
  }
});

test("the check-in page cuts no word across lines in Russian and Thai at 360 px", async ({ sharedPage }) => {
  const page = await sharedPage("User with history");
  await page.setViewportSize({ width: 360, height: 780 });
  for (const code of ["ru", "th"]) {
    await page.evaluate((lang) => localStorage.setItem("APP_LANG", lang), code);
    await page.goto("/#/checkin");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.getByRole("main").locator(".ladder")).toBeVisible();
    expect(await wordsCutByLines(page, "main"), code).toEqual([]);
  }
});
