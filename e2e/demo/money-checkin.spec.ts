import { expect } from "@playwright/test";
import { signInAs } from "./helpers";
import { toasts } from "./shellHelpers";
import { test } from "./sharedPage";

test.describe.configure({ timeout: 120_000 });

const LADDER = [1, 2, 3, 5, 8, 13, 20];

test("eight days of check-in: the streak grows to 7 and day 8 pays the maximum again", async ({ page }) => {
  await page.goto("/");
  await signInAs(page, "New user");
  await page.goto("/#/checkin");
  const m = page.getByRole("main");
  await expect(m.getByRole("heading", { level: 1, name: "Daily check-in" })).toBeVisible();
  const streak = m.getByRole("definition").first();
  const accumulated = m.getByRole("definition").nth(1);
  const ladder = m.getByRole("list", { name: "7-day rewards" });
  await expect(streak).toHaveText("0");
  await expect(m.getByText("Not checked in yet today")).toBeVisible();
  await expect(ladder.getByRole("listitem")).toHaveCount(7);
  await expect(m.getByText(/^Check in before .+ to receive 1\sHOLD$/)).toBeVisible();

  let total = 0;
  for (let day = 1; day <= 8; day++) {
    const reward = LADDER[Math.min(day, 7) - 1]!;
    // Today's tile shows today's reward.
    const today = ladder.getByRole("listitem").filter({ hasText: "Today" });
    await expect(today).toHaveCount(1);
    await expect(today).toContainText(`+${reward}`);
    await m.getByRole("button", { name: "Check in", exact: true }).click();
    total += reward;
    await expect(streak).toHaveText(String(day));
    await expect(accumulated).toHaveText(`${total}.0000 HOLD`);
    await expect(m.getByText("Checked in today")).toBeVisible();
    await expect(m.getByText(/^Next check-in opens /)).toBeVisible();
    if (day === 1) {
      await expect(toasts(page)).toContainText("Checked in");
      // Done looks done: the button says so and cannot be pressed again today (the server refuses a second
      // check-in too: mocks/handlers/checkin.test.ts).
      await expect(m.getByRole("button", { name: "Done for today" })).toBeDisabled();
      await expect(m.getByRole("button", { name: "Check in", exact: true })).toHaveCount(0);
      await expect(accumulated).toHaveText("1.0000 HOLD");
    }
    await m.getByRole("button", { name: "+1 day" }).click();
    await expect(m.getByText("Not checked in yet today")).toBeVisible();
  }
  expect(total).toBe(72);

  // The bill holds one check-in reward per day, the last two at the maximum.
  await page.goto("/#/billLogs");
  await m.getByRole("combobox", { name: "Change type" }).selectOption({ label: "Check-in reward" });
  const rows = m.getByRole("list", { name: "Fund details" }).getByRole("listitem");
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(0)).toContainText("+20.0000 HOLD");
  await expect(rows.nth(1)).toContainText("+20.0000 HOLD");
  await expect(rows.nth(0)).toContainText("Balance after: 72.0000");
});
