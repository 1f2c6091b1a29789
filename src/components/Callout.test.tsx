import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Callout } from "./Callout";

const bind = {
  icon: "link",
  title: "Bind your inviter",
  text: "Enter the invitation code of the friend who invited you. It is needed to buy a node.",
} as const;

describe("Callout", () => {
  it("is a region named by its title heading, with its text and its action", async () => {
    const user = userEvent.setup();
    const onBind = vi.fn();
    render(
      <Callout {...bind}>
        <button type="button" onClick={onBind}>
          Bind inviter
        </button>
      </Callout>,
    );
    const region = screen.getByRole("region", { name: "Bind your inviter" });
    expect(screen.getByRole("heading", { level: 2, name: "Bind your inviter" })).toBeInTheDocument();
    expect(region).toHaveTextContent(bind.text);
    await user.click(screen.getByRole("button", { name: "Bind inviter" }));
    expect(onBind).toHaveBeenCalledOnce();
  });

  it("a standing offer is not announced as it appears", () => {
    render(<Callout {...bind} />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("a result is a live status, announced with its title", () => {
    render(<Callout icon="check" tone="success" live title="Pledge Success" text="Staked: NFT #12." />);
    expect(screen.getByRole("status", { name: "Pledge Success" })).toHaveTextContent("Staked: NFT #12.");
  });
});
