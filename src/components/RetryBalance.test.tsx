import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RetryBalance } from "./RetryBalance";

describe("RetryBalance", () => {
  it("is a button asking for the balance again, by tap, Enter or Space", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<RetryBalance onRetry={onRetry} />);
    const button = screen.getByRole("button", { name: "Reload balance" });
    await user.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onRetry).toHaveBeenCalledTimes(3);
  });

  it("does not submit the form it sits in", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <RetryBalance onRetry={() => {}} />
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Reload balance" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
