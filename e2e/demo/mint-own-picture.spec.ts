import { expect } from "@playwright/test";

import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";

test.describe.configure({ timeout: 90_000 });

test("mint with my own picture: a too large, wrong or fake file is refused on pick, a PNG is minted", async ({
  page,
}) => {
  await startSignedIn(page, "User with history");
  await page.goto("/#/mint");
  const input = page.getByLabel("Mint with my own picture", { exact: true }).and(page.locator("input"));
  await expect(page.getByText("PNG, JPEG, WebP or GIF, up to 2 MB.", { exact: false })).toBeVisible();

  // Refused on pick, under the button, and nothing opens.
  const problem = page.getByRole("main").getByRole("alert");
  const upload = page.getByRole("button", { name: "Mint with my own picture" }).and(page.locator("button"));
  await input.setInputFiles({
    name: "big.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  });
  await expect(problem).toHaveText("The picture is larger than 2 MB");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(problem).toHaveText("Only PNG, JPEG, WebP or GIF pictures can be minted");
  // A text file named .png: its bytes are no picture.
  await input.setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a picture"),
  });
  await expect(problem).toHaveText("This file is not a PNG, JPEG, WebP or GIF picture. Choose another one.");
  await expect(upload).toHaveAccessibleDescription(/not a PNG, JPEG, WebP or GIF picture/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A 1×1 red PNG.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
    "base64",
  );
  await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  const preview = page.getByRole("dialog", { name: "Mint this picture?" });
  await expect(preview.getByRole("img", { name: "Preview of the chosen picture" })).toBeVisible();
  await expect(problem).toHaveCount(0);
  await preview.getByRole("button", { name: "Mint picture" }).click();
  await expect(page.getByRole("heading", { name: "Congratulations, MINT is successful" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("Own picture")).toBeVisible();
  const picture = page.locator(".mint-result img");
  await expect(picture).toHaveAttribute("src", /\/ipfs\/bafkrei/);
  await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);

  await page.goto("/#/mintLogs");
  await expect(
    page.getByRole("list", { name: "Mint records" }).getByText("Own picture").first(),
  ).toBeVisible();
});
