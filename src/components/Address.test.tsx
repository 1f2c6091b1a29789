import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ui } from "../state/ui";
import { Address } from "./Address";

const HASH = "0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060";

const toastTexts = () => ui.toasts.map((t) => t.text);

afterEach(() => {
  ui.toasts.splice(0);
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, "execCommand");
});

describe("Address", () => {
  it("shows the start and end of the value, and the whole value as its tooltip", () => {
    render(<Address value={HASH} />);
    // The shortened value is plain text with a title, no role of its own: found by its text, then its tooltip.
    expect(screen.getByText("0x5c50…2060")).toHaveAttribute("title", HASH);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("copies the whole value from a button named after what it is, and says so", async () => {
    const user = userEvent.setup();
    render(<Address value={HASH} copyLabel="Transaction hash" />);
    await user.click(screen.getByRole("button", { name: "Copy: Transaction hash" }));
    await expect(navigator.clipboard.readText()).resolves.toBe(HASH);
    expect(toastTexts()).toEqual(["Copied"]);
  });

  it("does not say Copied when the copy failed", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    // happy-dom has no execCommand, the fallback copy of browsers without the async clipboard: that fails too.
    Object.defineProperty(document, "execCommand", { configurable: true, value: () => false });
    render(<Address value={HASH} copyLabel="Transaction hash" />);
    await user.click(screen.getByRole("button", { name: "Copy: Transaction hash" }));
    expect(toastTexts()).toEqual([]);
  });

  it("has no explorer link outside a production build", () => {
    render(<Address value={HASH} copyLabel="Transaction hash" explorer="tx" />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy: Transaction hash" })).toBeInTheDocument();
  });
});
