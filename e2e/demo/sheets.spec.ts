import { expect, type Page } from "@playwright/test";
import { pickAndSign } from "./helpers";
import { startSignedIn } from "./seededDemo";
import { test, test as own } from "./sharedPage";

// Tests that bind an inviter change the new user: each takes a page of its own (`own`).
import { heightShare, saysNothing, sheet, toasts } from "./shellHelpers";

const INVITE_SHEET = "Enter invitation code";
const NODE_SHEET = "Super node";

const buyNode = (page: Page) => page.getByRole("main").getByRole("button", { name: "Super node" });

test.describe("buy node (the super node rule)", () => {
  test("a visitor is taken to connect first; cancelling opens nothing and says nothing", async ({
    sharedPage,
  }) => {
    const page = await sharedPage("Visitor");
    await buyNode(page).click();
    const wallet = page.getByRole("dialog", { name: "Connect with Demo Wallet" });
    await expect(wallet).toBeVisible();
    await wallet.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await saysNothing(page);
  });

  own(
    "a visitor signing in from the offer goes on to it: without inviter the invite sheet; binding goes on to the purchase",
    async ({ page }) => {
      await page.goto("/");
      // The tap that needed a wallet goes on once signed in (decision 0044).
      await buyNode(page).click();
      await pickAndSign(page, "New user");
      const invite = sheet(page, INVITE_SHEET);
      expect(await heightShare(page, invite)).toBe(80);
      await expect(invite.getByRole("listitem")).toHaveCount(3);

      await invite.getByRole("button", { name: "Confirm" }).click();
      await expect(toasts(page)).toContainText("Please enter the invitation code");
      await expect(invite).toBeVisible();

      // A code the API would refuse for its characters is refused here, without a request.
      let bindCalls = 0;
      page.on("request", (r) => void (r.url().endsWith("/api/bind/invite") && bindCalls++));
      await invite.getByRole("textbox", { name: "Invitation code" }).fill("HOLD-ER");
      await invite.getByRole("button", { name: "Confirm" }).click();
      await expect(toasts(page)).toContainText(
        "An invitation code is letters and digits only, at most 32 characters",
      );
      expect(bindCalls).toBe(0);

      await invite.getByRole("textbox", { name: "Invitation code" }).fill("NOPE42");
      await invite.getByRole("button", { name: "Confirm" }).click();
      await expect(toasts(page)).toContainText("This invitation code does not exist");
      await expect(invite).toBeVisible();

      const userReload = page.waitForRequest((r) => r.url().endsWith("/api/user/info"));
      await invite.getByRole("textbox", { name: "Invitation code" }).fill("HOLDER");
      await invite.getByRole("button", { name: "Confirm" }).click();
      await expect(toasts(page)).toContainText("Invitation code bound");
      await userReload;
      await expect(invite).toHaveCount(0);
      await expect(sheet(page, NODE_SHEET)).toBeVisible();
      await page.keyboard.press("Escape");
      // Bound now: the home page no longer offers binding, and buy node goes straight to the purchase.
      await expect(page.getByRole("button", { name: "Bind inviter" })).toHaveCount(0);
      await buyNode(page).click();
      await expect(sheet(page, NODE_SHEET)).toBeVisible();
    },
  );

  test("a bound user gets the node-purchase sheet: QR code, copy address, tips", async ({ sharedPage }) => {
    const page = await sharedPage("User with history");
    await buyNode(page).click();
    const node = sheet(page, NODE_SHEET);
    expect(await heightShare(page, node)).toBe(70);
    await expect(node.getByRole("img", { name: "QR code of the recharge address" })).toBeVisible();
    const address = "0x8a3D9d1F5A0c3E2b7c4E6d1f0B9A8C7d6e5F4a3b";
    await expect(node.getByText(address)).toBeVisible();
    await node.getByRole("button", { name: "Copy address" }).click();
    await expect(toasts(page)).toContainText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect(node.getByRole("region", { name: "Purchase tips" }).getByRole("listitem")).toHaveCount(3);
    await page.keyboard.press("Escape");
    await expect(node).toHaveCount(0);
    await expect(buyNode(page)).toBeFocused();
  });

  own(
    "in the demo the super node's transfer can be simulated: nothing before it is confirmed, then the node is credited",
    async ({ page }) => {
      await startSignedIn(page, "User with history");
      await buyNode(page).click();
      const node = sheet(page, NODE_SHEET);
      await expect(
        node.getByRole("link", { name: "Pay from your balance instead: node tiers" }),
      ).toBeVisible();
      const box = node.getByRole("region", { name: "Simulate the transfer" });
      await box
        .getByRole("combobox", { name: "Node tier" })
        .selectOption({ label: "Intermediate node · 500.0000 USDT" });
      await box.getByRole("button", { name: "Send 500.0000 USDT" }).click();
      const confirm = page.getByRole("dialog", { name: "Confirm transfer" });
      await expect(confirm).toContainText("Intermediate node");
      await expect(confirm).toContainText("500.0000 USDT");
      await expect(confirm).toContainText(/0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/);
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toHaveCount(0);
      await expect(node).toBeVisible();

      await box.getByRole("button", { name: "Send 500.0000 USDT" }).click();
      await confirm.getByRole("button", { name: "Confirm" }).click();
      await expect(toasts(page)).toContainText("Transfer received: Intermediate node credited");
      await expect(page.getByRole("heading", { level: 1, name: "Purchase result" })).toBeVisible();
      await expect(page.getByText("Your Intermediate node is now active.")).toBeVisible();
      // The bill shows the transfer coming in and the node bought with it.
      await page.goto("/#/billLogs");
      const rows = page.getByRole("list", { name: "Fund details" }).getByRole("listitem");
      await expect(rows.nth(0)).toContainText("−500.0000 USDT");
      await expect(rows.nth(1)).toContainText("+500.0000 USDT");
    },
  );
});

test.describe("invite sheet from home", () => {
  test("only a logged-in user without inviter is offered binding", async ({ sharedPage }) => {
    for (const who of ["Visitor", "User with history"] as const) {
      const page = await sharedPage(who);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Bind inviter" })).toHaveCount(0);
    }
    await expect((await sharedPage("New user")).getByRole("button", { name: "Bind inviter" })).toBeVisible();
  });

  own("binding there shows bind success, reloads the user and closes", async ({ page }) => {
    await startSignedIn(page, "New user");
    await page.getByRole("button", { name: "Bind inviter" }).click();
    const invite = sheet(page, INVITE_SHEET);
    await invite.getByRole("textbox", { name: "Invitation code" }).fill("  HOLDER ");
    const userReload = page.waitForRequest((r) => r.url().endsWith("/api/user/info"));
    await invite.getByRole("textbox", { name: "Invitation code" }).press("Enter");
    await expect(toasts(page)).toContainText("Invitation code bound");
    await userReload;
    await expect(invite).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Bind inviter" })).toHaveCount(0);
  });

  own(
    "a binding made elsewhere meanwhile gives 'already bound' and closes the sheet",
    async ({ page, context }) => {
      await startSignedIn(page, "New user");
      await page.getByRole("button", { name: "Bind inviter" }).click();
      const invite = sheet(page, INVITE_SHEET);
      await expect(invite).toBeVisible();

      // The same user binds in a second tab.
      const other = await context.newPage();
      await other.goto("/");
      await other.getByRole("button", { name: "Bind inviter" }).click();
      await sheet(other, INVITE_SHEET).getByRole("textbox", { name: "Invitation code" }).fill("HOLDER");
      await sheet(other, INVITE_SHEET).getByRole("button", { name: "Confirm" }).click();
      await expect(toasts(other)).toContainText("Invitation code bound");
      await other.close();

      await invite.getByRole("textbox", { name: "Invitation code" }).fill("HOLDER");
      await invite.getByRole("button", { name: "Confirm" }).click();
      await expect(toasts(page)).toContainText("You have bound the invitation code, no need to bind again");
      await expect(invite).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Bind inviter" })).toHaveCount(0);
      // The user was reloaded: bound now, so buy node goes straight to the purchase.
      await buyNode(page).click();
      await expect(sheet(page, NODE_SHEET)).toBeVisible();
    },
  );
});
