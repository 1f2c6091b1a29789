import i18next from "i18next";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import { CHAIN_ID } from "../config";
import { Address } from "./Address";
import { ExplorerAnchor, EXPLORER_LINKS } from "./ExplorerLink";

/** Written out here, not read from src/networks.ts: the test checks that table too. */
const EXPLORER = { 56: "https://bscscan.com", 97: "https://testnet.bscscan.com" }[CHAIN_ID];
const HASH = "0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060";
const ADDRESS = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";

/** A fresh i18next instance with the English texts: nothing global is set for the next test file. */
const texts = i18next.createInstance();
await texts.init({
  lng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});

const render = (element: ReactElement) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n: texts }, element));

/** The attributes of each link in `html`. */
function links(html: string): Record<string, string>[] {
  return [...html.matchAll(/<a\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!])),
  );
}

describe("a link to the explorer", () => {
  it("opens a transaction's page in a new tab, named after the transaction", () => {
    const [link, ...more] = links(render(createElement(ExplorerAnchor, { kind: "tx", value: HASH })));
    expect(more).toEqual([]);
    expect(link).toMatchObject({
      href: `${EXPLORER}/tx/${HASH}`,
      target: "_blank",
      rel: "noopener noreferrer",
      "aria-label": "View transaction 0x5c50…2060 on BscScan",
    });
  });

  it("opens an address's page, named after the address", () => {
    const [link] = links(render(createElement(ExplorerAnchor, { kind: "address", value: ADDRESS })));
    expect(link).toMatchObject({
      href: `${EXPLORER}/address/${ADDRESS}`,
      target: "_blank",
      rel: "noopener noreferrer",
      "aria-label": "View address 0x90F7…b906 on BscScan",
    });
  });

  it("written out, has the same name as its text", () => {
    const html = render(createElement(ExplorerAnchor, { kind: "address", value: ADDRESS, look: "text" }));
    expect(links(html)[0]).toMatchObject({
      href: `${EXPLORER}/address/${ADDRESS}`,
      rel: "noopener noreferrer",
    });
    expect(html).toContain(">View address 0x90F7…b906 on BscScan<svg");
  });

  it("is not there for what the explorer has no page for: a hash not known yet, a hash as an address", () => {
    for (const [kind, value] of [
      ["tx", ""],
      ["tx", ADDRESS],
      ["address", HASH],
      ["tx", `${HASH}/../../token`],
    ] as const)
      expect(links(render(createElement(ExplorerAnchor, { kind, value }))), `${kind} ${value}`).toEqual([]);
  });

  it("is only in production: a demo or chain build shows the hash with its copy button and no link", () => {
    // Vitest runs in mode "test", not "production": what a demo or chain build renders.
    expect(EXPLORER_LINKS).toBe(false);
    const html = render(
      createElement(Address, { value: HASH, copyLabel: "Transaction hash", explorer: "tx" }),
    );
    expect(links(html)).toEqual([]);
    expect(html).toContain('aria-label="Copy: Transaction hash"');
  });
});
