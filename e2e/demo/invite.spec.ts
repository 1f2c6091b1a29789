import { expect } from "@playwright/test";
import { signInAs } from "./helpers";
import { test, test as own } from "./sharedPage";

own(
  "a visitor invited by link keeps the code through login, is asked at once, and binds it",
  async ({ page }) => {
    // The link is followed from another page of the app, so Back has somewhere in the app to go.
    await page.goto("/#/language");
    await page.goto("/#/home?invite_code=HOLDER");
    // Before connecting, the visitor sees the invitation and its code.
    const invited = page.getByRole("main").getByRole("region", { name: "You were invited" });
    await expect(invited).toContainText("Invitation code HOLDER.");
    await signInAs(page, "New user");
    const dialog = page.getByRole("dialog", { name: "Bind invitation code" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("HOLDER");
    await expect(invited).toHaveCount(0);

    // It cannot be closed by Escape, the overlay, or back navigation.
    await page.keyboard.press("Escape");
    await page.mouse.click(10, 10);
    await page.goBack();
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByRole("status")).toContainText("Invitation code bound");
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("invite_code"))).toBeNull();
    await page.reload();
    await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  },
);

own("rejecting the invitation clears the code and binds nothing", async ({ page }) => {
  await page.goto("/#/home?invite_code=HOLDER");
  await signInAs(page, "New user");
  const dialog = page.getByRole("dialog", { name: "Bind invitation code" });
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("invite_code"))).toBeNull();
  // Invited again later: still unbound, so asked again.
  await page.goto("/#/home?invite_code=HOLDER");
  await expect(dialog).toBeVisible();
  // Answered, the code leaves the address bar in place (no new history entry): a reload does not ask again.
  const entries = await page.evaluate(() => history.length);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(page).toHaveURL(/#\/home$/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.reload();
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test("a visitor without an invite link sees no invitation", async ({ sharedPage }) => {
  const page = await sharedPage("Visitor");
  await expect(page.getByRole("main").getByRole("heading", { name: "Welcome to Holder" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("region", { name: "You were invited" })).toHaveCount(0);
});

own(
  "a user who already has an inviter is not asked, is told so, and the code leaves the address",
  async ({ page }) => {
    await page.goto("/#/home?invite_code=HOLDER");
    await signInAs(page, "User with history");
    await expect(page.getByText(/^Signed in as/)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const refused = page
      .getByRole("status")
      .filter({ hasText: "You have bound the invitation code, no need to bind again" });
    await expect(refused).toBeVisible();
    await expect(page).toHaveURL(/#\/home$/);

    // Signed in already, a second invite link is refused the same way and taken off the address.
    await page.goto("/#/home?invite_code=HOLDER");
    await expect(refused).toBeVisible();
    await expect(page).toHaveURL(/#\/home$/);
    expect(await page.evaluate(() => localStorage.getItem("invite_code"))).toBeNull();
  },
);

own("a link whose code is too long is not kept and says why", async ({ page }) => {
  await page.goto(`/#/home?invite_code=${"A".repeat(33)}`);
  await expect(
    page.getByText("An invitation code is letters and digits only, at most 32 characters"),
  ).toBeVisible();
  await signInAs(page, "New user");
  await expect(page.getByText(/^Signed in as/)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("invite_code"))).toBeNull();
});
