import { describe, expect, it } from "vitest";
import { portableUrl, restoredUrl } from "../../lib/portableUrl";
import { TRUST_BSC_COIN_ID, WALLET_APPS, type WalletAppId } from "./walletApps";
import { walletOrder } from "./walletOrder";
import { LANGUAGES } from "../../i18n/languages";

/** The page each wallet opens for a deep link, read the way its maker's app reads it. */
const OPENED: Partial<Record<WalletAppId, (link: string) => string>> = {
  // MetaMask puts "https://" in place of "https://link.metamask.io/dapp/" (legacy handler); its newer handler
  // rebuilds the address from host, path and query: both must give the page.
  metamask: (link) => {
    expect(link.startsWith("https://link.metamask.io/dapp/")).toBe(true);
    const legacy = link.replace("https://link.metamask.io/dapp/", "https://");
    const parsed = new URL(legacy);
    expect(`https://${parsed.host}${parsed.pathname}${parsed.search}`).toBe(legacy);
    return legacy;
  },
  trust: (link) => {
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://link.trustwallet.com/open_url");
    return url.searchParams.get("url")!;
  },
  tokenpocket: (link) => {
    expect(link.startsWith("tpdapp://open?params=")).toBe(true);
    const params = JSON.parse(decodeURIComponent(link.slice("tpdapp://open?params=".length))) as {
      url: string;
      chain: string;
    };
    return params.url;
  },
  okx: (link) => {
    const outer = new URL(link);
    expect(outer.origin + outer.pathname).toBe("https://web3.okx.com/download");
    const inner = new URL(outer.searchParams.get("deeplink")!);
    expect(`${inner.protocol}//${inner.host}${inner.pathname}`).toBe("okx://wallet/dapp/url");
    return inner.searchParams.get("dappUrl")!;
  },
  bitget: (link) => {
    const url = new URL(link);
    expect(url.host).toBe("bkcode.vip");
    expect(url.searchParams.get("action")).toBe("dapp");
    return url.searchParams.get("url")!;
  },
  imtoken: (link) => {
    const url = new URL(link);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe("imtokenv2://navigate/DappView");
    return url.searchParams.get("url")!;
  },
};

const PAGES = [
  "https://app.example.com/#/home?invite_code=HOLDER",
  "https://app.example.com/holder/#/home?redirect=%2Fwithdraw&invite_code=A%26B%3DC%20D",
  "http://127.0.0.1:4176/#/withdraw",
];

describe("deep links into the wallets' own browsers", () => {
  for (const [id, opened] of Object.entries(OPENED) as [WalletAppId, (link: string) => string][]) {
    it(`${WALLET_APPS[id].name} opens this very address, route and invite code included`, () => {
      for (const href of PAGES) {
        const link = WALLET_APPS[id].link(portableUrl(href));
        expect(link, id).not.toBeNull();
        const page = opened(link!);
        // The app moves the route back from the query when it starts (src/main.tsx).
        expect(restoredUrl(page) ?? page).toBe(
          href.replace(/^http:/, id === "metamask" ? "https:" : "http:"),
        );
      }
    });
  }

  it("selects BNB Smart Chain where the link format has a place for it", () => {
    const page = portableUrl(PAGES[0]!);
    expect(new URL(WALLET_APPS.trust.link(page)!).searchParams.get("coin_id")).toBe(TRUST_BSC_COIN_ID);
    const tp = WALLET_APPS.tokenpocket.link(page)!;
    expect(JSON.parse(decodeURIComponent(tp.split("params=")[1]!))).toMatchObject({ chain: "BSC" });
  });

  it("offers no link where the maker documents none that works (the app copies the link instead)", () => {
    expect(WALLET_APPS.binance.link(PAGES[0]!)).toBeNull();
    expect(WALLET_APPS.safepal.link(PAGES[0]!)).toBeNull();
  });

  it("lists all eight wallets once in every language's order", () => {
    for (const { code } of LANGUAGES) {
      const order = walletOrder(code);
      expect(new Set(order).size, code).toBe(8);
      expect([...order].sort(), code).toEqual(Object.keys(WALLET_APPS).sort());
    }
    expect(walletOrder("zh-CN")[0]).toBe("tokenpocket");
    expect(walletOrder("en")[0]).toBe("metamask");
  });
});
