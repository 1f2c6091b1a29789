import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { animationsDone } from "./shellHelpers";

/** axe on one part of the page, after animations have settled. */
export async function axe(page: Page, selector: string) {
  await animationsDone(page);
  // Lighthouse also runs axe's experimental label-content-name-mismatch: a name must contain the visible label.
  const result = await new AxeBuilder({ page })
    .include(selector)
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}
