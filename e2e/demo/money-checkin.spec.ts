import { expect } from "@playwright/test";

import { useLanguage } from "./languages";
import { toasts } from "./shellHelpers";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";

test.describe.configure({ timeout: 120_000 });
// The check-in day is the UTC day; in Bangkok (UTC+7, no summer time) it turns at 07:00 local time.
test.use({ timezoneId: "Asia/Bangkok" });

const LADDER = [1, 2, 3, 5, 8, 13, 20];

test("eight days of check-in: the streak grows to 7 and day 8 pays the maximum again", async ({ page }) => {
  await startSignedIn(page, "New user");
  await page.goto("/#/checkin");
  const m = page.getByRole("main");
  await expect(m.getByRole("heading", { level: 1, name: "Daily check-in" })).toBeVisible();
  const streak = m.getByRole("definition").first();
  const accumulated = m.getByRole("definition").nth(1);
  const ladder = m.getByRole("list", { name: "7-day rewards" });
  await expect(streak).toHaveText("0");
  await expect(m.getByText("Not checked in yet today")).toBeVisible();
  await expect(ladder.getByRole("listitem")).toHaveCount(7);
  // When the day turns, said so that it cannot be misread: 24-hour local time, today or tomorrow, and why.
  await expect(m.getByText(/^Check in before 07:00 (today|tomorrow) to receive 1\sHOLD$/)).toBeVisible();
  await expect(
    m.getByText("A check-in day runs on UTC: each new day starts at 00:00 UTC, which is 07:00 your time."),
  ).toBeVisible();

  let total = 0;
  for (let day = 1; day <= 7; day++) {
    const reward = LADDER[day - 1]!;
    // Today's tile shows today's reward.
    const today = ladder.getByRole("listitem").filter({ hasText: "Today" });
    await expect(today).toHaveCount(1);
    await expect(today).toContainText(`+${reward}`);
    await m.getByRole("button", { name: "Check in", exact: true }).click();
    total += reward;
    await expect(streak).toHaveText(String(day));
    await expect(accumulated).toHaveText(`${total}.0000 HOLD`);
    await expect(m.getByText("Checked in today")).toBeVisible();
    await expect(m.getByText(/^Next check-in opens (today|tomorrow) at 07:00$/)).toBeVisible();
    // Today's tile is ticked, like the days before it.
    await expect(today).toContainText("Checked in");
    await expect(ladder.getByRole("listitem").filter({ hasText: "Checked in" })).toHaveCount(day);
    if (day === 1) {
      // The toast says what was credited, written as money.
      await expect(toasts(page)).toContainText("Checked in: +1.0000 HOLD credited");
      // Done looks done: the button says so and cannot be pressed again today (the server refuses a second
      // check-in too: mocks/handlers/checkin.test.ts).
      await expect(m.getByRole("button", { name: "Done for today" })).toBeDisabled();
      await expect(m.getByRole("button", { name: "Check in", exact: true })).toHaveCount(0);
      await expect(accumulated).toHaveText("1.0000 HOLD");
    }
    await m.getByRole("button", { name: "+1 day" }).click();
    await expect(m.getByText("Not checked in yet today")).toBeVisible();
  }

  // Day 8 in Russian: the maximum again, the time, the tick and the credited amount in the language's own form.
  await useLanguage(page, "ru");
  const ladderRu = m.getByRole("list", { name: "Награды за 7 дней" });
  await expect(
    m.getByText(/^Отметьтесь (сегодня до|до завтра,) 07:00, чтобы получить 20\sHOLD$/),
  ).toBeVisible();
  await expect(
    m.getByText(
      "День отметки считается по UTC: новый день начинается в 00:00 UTC, по вашему времени — в 07:00.",
    ),
  ).toBeVisible();
  await m.getByRole("button", { name: "Отметиться", exact: true }).click();
  total += 20;
  await expect(toasts(page)).toContainText(/Отметка выполнена: начислено \+20,0000\sHOLD/);
  await expect(streak).toHaveText("8");
  await expect(m.getByText(/^Следующая отметка откроется (сегодня|завтра) в 07:00$/)).toBeVisible();
  await expect(ladderRu.getByRole("listitem").filter({ hasText: "Сегодня" })).toContainText("Отмечено");
  await expect(ladderRu.getByRole("listitem").filter({ hasText: "Отмечено" })).toHaveCount(7);
  expect(total).toBe(72);
  await useLanguage(page, "en");

  // The bill holds one check-in reward per day, the last two at the maximum.
  await page.goto("/#/billLogs");
  await m.getByRole("combobox", { name: "Change type" }).selectOption({ label: "Check-in reward" });
  const rows = m.getByRole("list", { name: "Fund details" }).getByRole("listitem");
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(0)).toContainText("+20.0000 HOLD");
  await expect(rows.nth(1)).toContainText("+20.0000 HOLD");
  await expect(rows.nth(0)).toContainText("Balance after: 72.0000");
});
