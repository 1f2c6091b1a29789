import { expect, type Page } from "@playwright/test";
import axeCore from "axe-core";
import { animationsDone } from "./shellHelpers";

declare global {
  interface Window {
    axe?: typeof axeCore;
  }
}

/**
 * axe on one part of the page, after animations have settled; `label` says where in a failure. `nameHoldsLabel`
 * adds the experimental label-content-name-mismatch rule Lighthouse runs: a name must contain the visible label.
 *
 * axe-core runs in the page itself, put there once per document. @axe-core/playwright's AxeBuilder sends its
 * 550 KB script three times a check and opens a blank tab to finish each run (made for cross-origin frames, which
 * the app has none of): 0.82 CPU-seconds a check against 0.19 here, with the same findings.
 */
export async function axe(page: Page, selector: string, label = selector, nameHoldsLabel = true) {
  await animationsDone(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeCore.source);
  const violations = await page.evaluate(
    async ([include, mismatch]) => {
      const result = await window.axe!.run(include, {
        rules: { "label-content-name-mismatch": { enabled: mismatch } },
      });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    [selector, nameHoldsLabel] as const,
  );
  expect(violations, `axe on ${label}`).toEqual([]);
}
