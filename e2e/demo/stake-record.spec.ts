import { Interface } from "ethers";
import { expect, type Page } from "@playwright/test";
import { deployedContracts } from "../../src/contracts/deployedContracts";
import { pageApi } from "../pageApi";

import { openPanel, toasts } from "./shellHelpers";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";
import { screenshotDir, shot } from "../shots";

const { address: NFT, abi } = deployedContracts[56].HolderNFT;

/** Stakes `tokenId` with the demo wallet and nothing else: the backend is not told, as when the page was closed. */
async function stakeWithoutRecording(page: Page, tokenId: number): Promise<void> {
  const data = new Interface(abi).encodeFunctionData("stake", [[tokenId]]);
  const sent = page.evaluate(
    ([to, d]) =>
      new Promise<unknown>((resolve) => {
        window.addEventListener(
          "eip6963:announceProvider",
          (e) => {
            const provider = (e as CustomEvent).detail.provider as { request(a: unknown): Promise<unknown> };
            void provider.request({ method: "eth_sendTransaction", params: [{ to, data: d }] }).then(resolve);
          },
          { once: true },
        );
        window.dispatchEvent(new Event("eip6963:requestProvider"));
      }),
    [NFT, data] as const,
  );
  await page
    .getByRole("dialog", { name: "Confirm transaction" })
    .getByRole("button", { name: "Confirm" })
    .click();
  expect(await sent).toMatch(/^0x[0-9a-f]{64}$/);
}

test("an NFT staked on chain but not recorded shows as such, and the record button records it", async ({
  page,
}) => {
  await startSignedIn(page, "User with history");
  const own = await pageApi<{ tokenId: number }[]>(page, "GET", "/api/n_f_t/own");
  const tokenId = own.data[0]!.tokenId;
  await stakeWithoutRecording(page, tokenId);

  const panel = await openPanel(page);
  await panel.getByRole("tab", { name: "NFT" }).click();
  await panel.getByRole("tab", { name: "Staked" }).click();
  const card = panel.getByRole("listitem").filter({ hasText: `#${tokenId}` });
  await expect(card).toContainText("Staked, not recorded");
  await shot(page, `${screenshotDir}/stake-not-recorded-panel-en.png`);
  await card.getByRole("button", { name: `Record stake of NFT #${tokenId}` }).click();
  await expect(toasts(page)).toContainText("Stake recorded");
  await expect(panel.getByRole("listitem").filter({ hasText: `#${tokenId}` })).toContainText(/Staked$/);

  await page.keyboard.press("Escape");
  await page.goto("/#/stake");
  await expect(page.getByRole("link", { name: `Stake details of NFT #${tokenId}` })).toBeVisible();
});

test("the stake page lists a stake not recorded without a details link, with its record button", async ({
  page,
}) => {
  await startSignedIn(page, "User with history");
  const tokenId = (await pageApi<{ tokenId: number }[]>(page, "GET", "/api/n_f_t/own")).data[1]!.tokenId;
  await stakeWithoutRecording(page, tokenId);
  await page.goto("/#/stake");
  const record = page.getByRole("button", { name: `Record stake of NFT #${tokenId}` });
  await expect(record).toBeVisible();
  await shot(page, `${screenshotDir}/stake-not-recorded-page-en.png`);
  await expect(page.getByRole("link", { name: `Stake details of NFT #${tokenId}` })).toHaveCount(0);
  await record.click();
  await expect(page.getByRole("link", { name: `Stake details of NFT #${tokenId}` })).toBeVisible();
});
