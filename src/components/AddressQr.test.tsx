import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ui } from "../state/ui";
import { AddressQr } from "./AddressQr";

const ADDRESS = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
const texts = {
  qrLabel: "QR code of the deposit address",
  caption: "Deposit address on BNB Smart Chain",
  copyLabel: "Copy address",
};

afterEach(() => {
  ui.toasts.splice(0);
});

describe("AddressQr", () => {
  it("shows the address as a named QR code and written out in full under its caption", () => {
    render(
      <AddressQr address={ADDRESS} {...texts}>
        <p>Minimum deposit: 10 USDT</p>
      </AddressQr>,
    );
    // qrcode.react draws SVG, which happy-dom renders: the code is an image named for a screen reader.
    expect(screen.getByRole("img", { name: "QR code of the deposit address" }).tagName).toBe("svg");
    expect(screen.getByText("Deposit address on BNB Smart Chain")).toBeInTheDocument();
    // The address is a paragraph named by the caption (no role a query by name reaches): found by its label.
    expect(screen.getByLabelText("Deposit address on BNB Smart Chain")).toHaveTextContent(ADDRESS);
    expect(screen.getByText("Minimum deposit: 10 USDT")).toBeInTheDocument();
  });

  it("copies the whole address and says so", async () => {
    const user = userEvent.setup();
    render(<AddressQr address={ADDRESS} {...texts} />);
    await user.click(screen.getByRole("button", { name: "Copy address" }));
    await expect(navigator.clipboard.readText()).resolves.toBe(ADDRESS);
    expect(ui.toasts.map((t) => t.text)).toEqual(["Copied"]);
  });

  it("until the address is known, says the code is loading and has nothing to copy", () => {
    render(<AddressQr address={null} {...texts} />);
    const loading = screen.getByRole("img", { name: "Loading" });
    expect(loading).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("img", { name: "QR code of the deposit address" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Deposit address on BNB Smart Chain")).toHaveTextContent(/^--$/);
    expect(screen.getByRole("button", { name: "Copy address" })).toBeDisabled();
  });

  it("has no explorer link outside a production build", () => {
    render(<AddressQr address={ADDRESS} {...texts} />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
