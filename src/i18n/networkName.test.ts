import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import zhCN from "../../locales/zh-CN.json";
import { forNetwork } from "./i18n";

/** A fresh i18next instance with one language's texts as a build for `chainId` loads them. */
async function textsFor(bundle: Record<string, unknown>, chainId: number) {
  const instance = i18next.createInstance();
  await instance.init({ lng: "x", resources: { x: { translation: forNetwork(bundle, chainId) } } });
  return instance.t.bind(instance);
}

describe("texts that name the network", () => {
  it("name BNB Smart Chain in a mainnet build, in each language's own words", async () => {
    const t = await textsFor(en, 56);
    expect(t("wallet.switchFailed")).toBe("Please switch your wallet to BNB Smart Chain and try again");
    expect((await textsFor(zhCN, 56))("recharge.addressLabel")).toBe("BNB 智能链充值地址");
  });

  it("name the testnet in a staging build (VITE_CHAIN_ID=97), so nobody is sent to mainnet", async () => {
    const t = await textsFor(en, 97);
    expect(t("wallet.switchFailed")).toBe(
      "Please switch your wallet to BNB Smart Chain Testnet and try again",
    );
    expect(t("stakePage.tx.wrongChain")).toContain("BNB Smart Chain Testnet");
    expect((await textsFor(zhCN, 97))("recharge.addressLabel")).toBe("BNB 智能链测试网充值地址");
  });
});
