import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog, type SummaryRow } from "./ConfirmDialog";

const ADDRESS = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
const rows: SummaryRow[] = [
  { label: "Channel", value: "BEP20" },
  { label: "Amount", value: "100.0000 USDT" },
  { label: "To address", value: "0x90F7…b906", full: ADDRESS },
  { label: "You receive", value: "99.0000 USDT", total: true },
];

function setup(props: { busy?: boolean; online?: boolean; confirmLabel?: string; danger?: boolean } = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  const result = render(
    <ConfirmDialog
      title="Confirm withdrawal"
      rows={rows}
      busy={props.busy ?? false}
      online={props.online ?? true}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmLabel={props.confirmLabel}
      danger={props.danger}
    >
      <p>A transfer on chain cannot be reversed.</p>
    </ConfirmDialog>,
  );
  return { onCancel, onConfirm, ...result };
}

describe("ConfirmDialog", () => {
  it("is a modal dialog named by its title, summing up each line as a term and its value", () => {
    setup();
    const dialog = screen.getByRole("dialog", { name: "Confirm withdrawal" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const values = screen.getAllByRole("definition").map((value) => value.textContent);
    expect(terms).toEqual(["Channel", "Amount", "To address", "You receive"]);
    expect(values).toEqual(["BEP20", "100.0000 USDT", "0x90F7…b906", "99.0000 USDT"]);
    expect(screen.getByText("A transfer on chain cannot be reversed.")).toBeInTheDocument();
  });

  it("gives a shortened value its full text as a tooltip", () => {
    setup();
    expect(screen.getByText("0x90F7…b906")).toHaveAttribute("title", ADDRESS);
  });

  it("answers with Cancel and Confirm in English, or the caller's confirm label", () => {
    const { unmount } = setup();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeEnabled();
    unmount();
    setup({ confirmLabel: "Withdraw", danger: true });
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeEnabled();
  });

  it("opens on Cancel, so Enter alone never moves the money", async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = setup();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("confirms with its button, and cancels with Cancel or Escape", async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = setup();
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("while the request runs, cannot be answered or dismissed", async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = setup({ busy: true });
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    const confirm = screen.getByRole("button", { name: "Confirm" });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute("aria-busy", "true");
    await user.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("offline, cannot confirm but can cancel", async () => {
    const user = userEvent.setup();
    const { onCancel } = setup({ online: false });
    expect(screen.getByRole("button", { name: "Confirm" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
