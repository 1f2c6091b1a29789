import { expect } from "@playwright/test";
import { axe } from "./axe";
import { test } from "./sharedPage";
import { openMenu, openPanel, sheet } from "./shellHelpers";

test("header as visitor and as signed-in user", async ({ sharedPage }) => {
  const visitor = await sharedPage("Visitor");
  await expect(visitor.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await axe(visitor, "header");
  await axe(await sharedPage("User with history"), "header");
});

test("home page as visitor and as new user", async ({ sharedPage }) => {
  await axe(await sharedPage("Visitor"), "main");
  const page = await sharedPage("New user");
  await expect(page.getByRole("button", { name: "Bind inviter" })).toBeVisible();
  await axe(page, "main");
});

test("wallet panel: token tab, NFT available and staked", async ({ sharedPage }) => {
  const page = await sharedPage("User with history");
  const panel = await openPanel(page);
  await expect(panel.getByRole("tabpanel").getByRole("listitem")).toHaveCount(4);
  await axe(page, '[role="dialog"]');
  await panel.getByRole("tab", { name: "NFT" }).click();
  await expect(panel.getByRole("list", { name: "Available" })).toBeVisible();
  await axe(page, '[role="dialog"]');
  await panel.getByRole("tab", { name: "Staked" }).click();
  await expect(panel.getByRole("list", { name: "Staked" })).toBeVisible();
  await axe(page, '[role="dialog"]');
});

test("menu as visitor and as admin", async ({ sharedPage }) => {
  const visitor = await sharedPage("Visitor");
  await openMenu(visitor);
  await axe(visitor, '[role="dialog"]');
  const admin = await sharedPage("Admin");
  await openMenu(admin);
  await axe(admin, '[role="dialog"]');
});

test("invite sheet", async ({ sharedPage }) => {
  const page = await sharedPage("New user");
  await page.getByRole("button", { name: "Bind inviter" }).click();
  await expect(sheet(page, "Enter invitation code")).toBeVisible();
  await axe(page, '[role="dialog"]');
});

test("node-purchase sheet", async ({ sharedPage }) => {
  const page = await sharedPage("User with history");
  await page.getByRole("main").getByRole("button", { name: "Super node" }).click();
  await expect(sheet(page, "Super node")).toBeVisible();
  await axe(page, '[role="dialog"]');
});

test("invite confirmation dialog", async ({ sharedPage }) => {
  const page = await sharedPage("New user");
  await page.goto("/#/home?invite_code=HOLDER");
  await expect(page.getByRole("dialog", { name: "Bind invitation code" })).toBeVisible();
  await axe(page, '[role="dialog"]');
});

test("the check itself: a button without a name and a label the name does not contain are found", async ({
  sharedPage,
}) => {
  const page = await sharedPage("Visitor");
  await page.getByRole("main").evaluate((main) => {
    const nameless = document.createElement("button");
    nameless.innerHTML = "<svg aria-hidden='true'></svg>";
    const mislabelled = document.createElement("button");
    mislabelled.textContent = "Withdraw";
    mislabelled.setAttribute("aria-label", "Recharge");
    main.append(nameless, mislabelled);
  });
  const failure = await axe(page, "main").then(
    () => "",
    (error: Error) => error.message,
  );
  expect(failure).toContain("button-name");
  expect(failure).toContain("label-content-name-mismatch");
});
