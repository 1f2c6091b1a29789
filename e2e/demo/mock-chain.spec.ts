import { expect } from "@playwright/test";
import { workerControls } from "../pageApi";
import { test } from "./sharedPage";

async function rpc(page: import("@playwright/test").Page, method: string, params: unknown[] = []) {
  return page.evaluate(
    async ([m, p]) => {
      const response = await fetch("/rpc", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: m, params: p }),
      });
      return response.json();
    },
    [method, params] as const,
  );
}

test("the demo answers JSON-RPC from the mock chain in the service worker", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/#\/home$/);
  await workerControls(page);
  expect(await rpc(page, "eth_chainId")).toEqual({ jsonrpc: "2.0", id: 7, result: "0x38" });
  const block = await rpc(page, "eth_blockNumber");
  expect(block.result).toMatch(/^0x[0-9a-f]+$/);
  expect((await rpc(page, "eth_noSuchMethod")).error.code).toBe(-32601);
});
