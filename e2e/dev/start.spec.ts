import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { stop, waitForHttp } from "../processes";

// `npm start` builds the demo and serves it with Vite's preview server. The demo suite serves its build from memory
// (decision 0055), so this runs the serving half of `npm start` as package.json writes it, on the demo `npm test`
// (or `npm run build:demo`) has built, on a port of its own.
const PORT = 4178;
const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
const [command, ...args] = scripts.start.split("&&").at(-1)!.trim().split(/\s+/);
let preview: ChildProcess | undefined;

test.beforeAll(async () => {
  expect(existsSync("dist-demo/index.html"), "dist-demo/ is built (npm run build:demo)").toBe(true);
  preview = spawn(`node_modules/.bin/${command}`, [...args, "--port", String(PORT)], { stdio: "ignore" });
  await waitForHttp(`http://127.0.0.1:${PORT}/`, preview, 30_000);
});

test.afterAll(() => stop(preview));

test("npm start's server serves the built demo: home opens and its worker backend answers", async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole("button", { name: "Connect wallet" }).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const coins = await page.evaluate(() => fetch("/api/public/coins").then((r) => r.json()));
  expect(coins).toMatchObject({ code: 200 });
});
