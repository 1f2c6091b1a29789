import { expect } from "@playwright/test";
import { test, test as own } from "./sharedPage";
import { openMenu, saysNothing, sheet, toasts } from "./shellHelpers";

const ORDER = [
  "Daily check-in",
  "Language",
  "Home",
  "My wallet",
  "Recharge",
  "Withdraw",
  "Exchange",
  "My bill",
  "My node",
  "Mint NFT",
  "Stake NFT",
  "Trade NFT",
  "Invite friend",
  "GameFi",
  "Pledge loan",
  "Contract battle",
  "NFT lease",
];

/** Entries that need login and where they lead once logged in. */
const LOGIN_ENTRIES = [
  ["Daily check-in", "checkin", "Daily check-in"],
  ["Recharge", "recharge", "Recharge"],
  ["Withdraw", "withdraw", "Withdraw"],
  ["Exchange", "exchange", "Exchange"],
  ["My bill", "billLogs", "My bill"],
  ["My node", "myNode", "My node"],
  ["Mint NFT", "mint", "Mint NFT"],
  ["Stake NFT", "stake", "Stake NFT"],
  ["Invite friend", "userTeam", "My team"],
] as const;

const SOON = ["GameFi", "Pledge loan", "Contract battle", "NFT lease"];

const entryNames = (texts: string[]) => texts.map((t) => t.split("\n")[0]!.trim());

test("a visitor's menu lists every entry in order, without admin", async ({ sharedPage }) => {
  const page = await sharedPage("Visitor");
  const menu = await openMenu(page);
  expect(entryNames(await menu.getByRole("listitem").allInnerTexts())).toEqual(ORDER);
  await expect(menu.getByRole("button", { name: "Admin" })).toHaveCount(0);
});

test("a visitor's login entries and my wallet open the connect flow, remembering the page", async ({
  sharedPage,
}) => {
  const page = await sharedPage("Visitor");
  const wallet = page.getByRole("dialog", { name: "Connect with Demo Wallet" });
  for (const [name, path] of [...LOGIN_ENTRIES, ["My wallet", ""]] as const) {
    const menu = await openMenu(page);
    await menu.getByRole("button", { name, exact: true }).click();
    // The menu gives way to the header's connect flow; a page waits on home until signed in (decision 0044).
    await expect(wallet).toBeVisible();
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(path ? new RegExp(`#/home\\?redirect=%2F${path}$`) : /#\/home$/);
    await wallet.getByRole("button", { name: "Cancel" }).click();
    await expect(wallet).toHaveCount(0);
    await expect(sheet(page, "My wallet")).toHaveCount(0);
  }
  await saysNothing(page);
});

test("gamefi, pledge loan, contract battle and NFT lease only say coming soon", async ({ sharedPage }) => {
  const page = await sharedPage("User with history");
  const menu = await openMenu(page);
  for (const name of SOON) {
    await menu.getByRole("button", { name: new RegExp(`^${name}`) }).click();
    await expect(toasts(page)).toContainText("Coming soon");
    await expect(page).toHaveURL(/#\/home$/);
    await expect(menu).toBeVisible();
  }
});

test("language and home are open to visitors", async ({ sharedPage }) => {
  const page = await sharedPage("Visitor");
  let menu = await openMenu(page);
  await menu.getByRole("button", { name: "Language" }).click();
  await expect(page).toHaveURL(/#\/language$/);
  await expect(menu).toHaveCount(0);
  menu = await openMenu(page);
  await menu.getByRole("button", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/#\/home$/);
});

// Its own page: the marketplace is routed in the context.
own("trade opens the marketplace collection in a new tab", async ({ page, context }) => {
  await context.route("https://element.market/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Marketplace</title>" }),
  );
  await page.goto("/");
  const menu = await openMenu(page);
  const link = menu.getByRole("link", { name: "Trade NFT" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect(popup).toHaveURL("https://element.market/collections/holder-nft");
  await expect(page).toHaveURL(/#\/home$/);
});

test("a logged-in user without inviter reaches every login entry", async ({ sharedPage }) => {
  const page = await sharedPage("New user");
  for (const [name, path, title] of LOGIN_ENTRIES) {
    const menu = await openMenu(page);
    await menu.getByRole("button", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(menu).toHaveCount(0);
  }
  const menu = await openMenu(page);
  await expect(menu.getByRole("button", { name: "Admin" })).toHaveCount(0);
});

test("my wallet opens the wallet panel and loads the coins", async ({ sharedPage }) => {
  const page = await sharedPage("User with history");
  const menu = await openMenu(page);
  const coins = page.waitForRequest((r) => r.url().endsWith("/api/user/coins"));
  await menu.getByRole("button", { name: "My wallet" }).click();
  await coins;
  const panel = sheet(page, "My wallet");
  await expect(panel).toBeVisible();
  await expect(menu).toHaveCount(0);
  await expect(panel.getByRole("tabpanel").getByRole("listitem")).toHaveCount(4);
});

test("an admin sees admin last and opens the admin area", async ({ sharedPage }) => {
  const page = await sharedPage("Admin");
  const menu = await openMenu(page);
  // The admin entry comes with the user's role, which a page just opened may still be loading.
  await expect
    .poll(async () => entryNames(await menu.getByRole("listitem").allInnerTexts()))
    .toEqual([...ORDER, "Admin"]);
  await menu.getByRole("button", { name: "Admin" }).click();
  await expect(page).toHaveURL(/#\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
});
