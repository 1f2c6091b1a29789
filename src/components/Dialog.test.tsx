import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./Dialog";

describe("Dialog", () => {
  it("is a modal dialog named by its title, holding what it is given", () => {
    render(
      <Dialog title="Bind inviter" onDismiss={() => {}}>
        <button type="button">Confirm</button>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Bind inviter" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("button", { name: "Confirm" })).toBeInTheDocument();
  });

  it("is dismissed by Escape and by a tap outside, not by a tap inside", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { container } = render(
      <Dialog title="Bind inviter" onDismiss={onDismiss}>
        <button type="button">Confirm</button>
      </Dialog>,
    );
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onDismiss).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await user.click(container.querySelector(".overlay")!);
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
