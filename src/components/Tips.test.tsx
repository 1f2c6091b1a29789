import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tips } from "./Tips";

const ITEMS = ["Only send USDT on BNB Smart Chain.", "Deposits arrive after 15 confirmations."];

describe("Tips", () => {
  it("is a region named by its title, holding the tips as a numbered list in order", () => {
    render(<Tips title="Recharge rules" items={ITEMS} warn />);
    const tips = within(screen.getByRole("region", { name: "Recharge rules" }));
    expect(tips.getByRole("heading", { name: "Recharge rules" })).toBeInTheDocument();
    expect(tips.getAllByRole("listitem").map((li) => li.textContent)).toEqual(ITEMS);
  });

  it("lets a field be described by the tips through listId", () => {
    render(
      <>
        <label>
          Amount
          <input aria-describedby="recharge-tips" />
        </label>
        <Tips title="Recharge rules" items={ITEMS} listId="recharge-tips" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Amount" })).toHaveAccessibleDescription(ITEMS.join(" "));
  });

  it("keeps two lists of tips apart, each named by its own title", () => {
    render(
      <>
        <Tips title="Before you send" items={["One"]} />
        <Tips title="After you send" items={["Two"]} />
      </>,
    );
    expect(
      within(screen.getByRole("region", { name: "After you send" })).getByRole("listitem"),
    ).toHaveTextContent("Two");
  });
});
