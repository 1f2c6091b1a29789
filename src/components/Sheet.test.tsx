import { act, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { dismissTopOverlay } from "../state/overlays";
import { fakeTimersForEachTest, userWithFakeTimers } from "../test/fakeTimers";
import { Sheet } from "./Sheet";

/** A page with a button that opens the sheet, as the app's sheets are opened. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open wallet
      </button>
      {open && (
        <Sheet
          title="Wallet"
          height={80}
          closeLabel="Close"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <input aria-label="Search" />
          <button type="button">Copy address</button>
        </Sheet>
      )}
    </>
  );
}

/** The slide-down before the sheet is really closed (Sheet's CLOSE_MS). */
const SLIDE_MS = 180;

describe("Sheet", () => {
  fakeTimersForEachTest();

  async function openSheet(onClose = vi.fn()) {
    const user = userWithFakeTimers();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open wallet" }));
    return { user, onClose, sheet: screen.getByRole("dialog", { name: "Wallet" }) };
  }

  it("is a modal dialog named by its title, with a named close button and its content", async () => {
    const { sheet } = await openSheet();
    expect(sheet).toHaveAttribute("aria-modal", "true");
    expect(within(sheet).getByRole("heading", { name: "Wallet" })).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "Copy address" })).toBeInTheDocument();
  });

  it("takes focus in, keeps Tab inside, and gives focus back to the opener when closed", async () => {
    const { user, onClose } = await openSheet();
    const close = screen.getByRole("button", { name: "Close" });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Copy address" })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Copy address" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open wallet" })).toHaveFocus();
  });

  it("closes from its close button and from a tap outside, not from a tap inside", async () => {
    const { user, onClose } = await openSheet();
    await user.click(screen.getByRole("button", { name: "Copy address" }));
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Close" }));
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Open wallet" }));
    // The overlay around the sheet has no role: it is the dialog's parent, which a tap outside the sheet lands on.
    await user.click(screen.getByRole("dialog", { name: "Wallet" }).parentElement!);
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes on the phone's Back", async () => {
    const { onClose } = await openSheet();
    act(() => {
      expect(dismissTopOverlay()).toBe(true);
    });
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dismissTopOverlay()).toBe(false);
  });

  it("closes without waiting for a slide when the user asks for reduced motion", async () => {
    const reduced = vi
      .spyOn(window, "matchMedia")
      .mockImplementation(
        (query) => ({ matches: query === "(prefers-reduced-motion: reduce)" }) as MediaQueryList,
      );
    onTestFinished(() => reduced.mockRestore());
    const { user, onClose } = await openSheet();
    await user.keyboard("{Escape}");
    act(() => vi.advanceTimersByTime(0));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
