import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CHAIN_ID } from "../config";
import { withReplacedModules } from "../test/replacedModules";

// Links exist in production builds only (ExplorerLink.test.ts checks a demo or chain build has none): rendered here
// as production renders them. Only the build's mode changes; the network and its explorer are the test build's own.
let ExplorerLink: typeof import("./ExplorerLink").ExplorerLink;
let Address: typeof import("./Address").Address;
let AddressQr: typeof import("./AddressQr").AddressQr;
withReplacedModules(
  {
    "src/config.ts": async (original) => ({
      ...(await original<typeof import("../config")>()),
      IS_PRODUCTION: true,
    }),
  },
  async () => {
    ({ ExplorerLink } = await import("./ExplorerLink"));
    ({ Address } = await import("./Address"));
    ({ AddressQr } = await import("./AddressQr"));
  },
);

const EXPLORER = { 56: "https://bscscan.com", 97: "https://testnet.bscscan.com" }[CHAIN_ID];
const HASH = "0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060";
const ADDRESS = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";

describe("ExplorerLink in a production build", () => {
  it("is a link to the transaction's page, named after it, opening a new tab without the opener", () => {
    render(<ExplorerLink kind="tx" value={HASH} />);
    const link = screen.getByRole("link", { name: "View transaction 0x5c50…2060 on BscScan" });
    expect(link).toHaveAttribute("href", `${EXPLORER}/tx/${HASH}`);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("written out, says where it leads in its own text", () => {
    render(<ExplorerLink kind="address" value={ADDRESS} look="text" />);
    const link = screen.getByRole("link", { name: "View address 0x90F7…b906 on BscScan" });
    expect(link).toHaveTextContent("View address 0x90F7…b906 on BscScan");
    expect(link).toHaveAttribute("href", `${EXPLORER}/address/${ADDRESS}`);
  });

  it("is not there for a value the explorer has no page for", () => {
    render(
      <>
        <ExplorerLink kind="tx" value="" />
        <ExplorerLink kind="tx" value={ADDRESS} />
        <ExplorerLink kind="address" value={HASH} />
      </>,
    );
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("sits beside an address's copy button", () => {
    render(<Address value={HASH} copyLabel="Transaction hash" explorer="tx" />);
    expect(screen.getByRole("button", { name: "Copy: Transaction hash" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View transaction 0x5c50…2060 on BscScan" })).toBeInTheDocument();
  });

  it("is written out under a deposit QR code, once the address is known", () => {
    const texts = { qrLabel: "QR code", caption: "Deposit address", copyLabel: "Copy address" };
    const { rerender } = render(<AddressQr address={null} {...texts} />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    rerender(<AddressQr address={ADDRESS} {...texts} />);
    expect(screen.getByRole("link", { name: "View address 0x90F7…b906 on BscScan" })).toHaveAttribute(
      "href",
      `${EXPLORER}/address/${ADDRESS}`,
    );
  });
});
