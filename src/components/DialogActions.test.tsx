import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DialogActions } from "./DialogActions";
import { OFFLINE_NOTICE_ID } from "./OfflineNotice";

function setup(props: { busy?: boolean; online?: boolean; confirmLabel?: string } = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <DialogActions
      cancelLabel="Cancel"
      onCancel={onCancel}
      confirmLabel={props.confirmLabel ?? "Confirm"}
      onConfirm={onConfirm}
      busy={props.busy ?? false}
      online={props.online}
    />,
  );
  return { onCancel, onConfirm };
}

describe("DialogActions", () => {
  it("cancels and confirms through two named buttons, cancel first", async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = setup();
    const [first, second] = screen.getAllByRole("button");
    expect(first).toHaveAccessibleName("Cancel");
    expect(second).toHaveAccessibleName("Confirm");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("confirms from the keyboard", async () => {
    const user = userEvent.setup();
    const { onConfirm } = setup();
    screen.getByRole("button", { name: "Confirm" }).focus();
    await user.keyboard("{Enter}");
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("while busy, both wait and confirm says it is busy, under the caller's label", async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = setup({ busy: true, confirmLabel: "Minting…" });
    const confirm = screen.getByRole("button", { name: "Minting…" });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("offline, confirm waits and is described by the offline notice; cancel still works", async () => {
    const user = userEvent.setup();
    // The app's one offline notice (OfflineNotice, production only) stands in at its id.
    render(<p id={OFFLINE_NOTICE_ID}>You are offline.</p>);
    const { onCancel } = setup({ online: false });
    const confirm = screen.getByRole("button", { name: "Confirm" });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription("You are offline.");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("online, confirm has no description", () => {
    render(<p id={OFFLINE_NOTICE_ID}>You are offline.</p>);
    setup({ online: true });
    expect(screen.getByRole("button", { name: "Confirm" })).not.toHaveAccessibleDescription();
  });
});
