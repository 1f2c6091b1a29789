import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FormField } from "./FormField";

describe("FormField", () => {
  it("names its control by the label, and a tap on the label reaches the control", async () => {
    const user = userEvent.setup();
    render(
      <FormField id="code" label="Invitation code">
        <input id="code" />
      </FormField>,
    );
    const field = screen.getByRole("textbox", { name: "Invitation code" });
    await user.click(screen.getByText("Invitation code"));
    expect(field).toHaveFocus();
  });

  it("shows a hint beside the label without it becoming part of the name", () => {
    render(
      <FormField id="amount" label="Withdrawal amount" aside={<span>Available: 735.5000 USDT</span>}>
        <input id="amount" />
      </FormField>,
    );
    expect(screen.getByRole("textbox", { name: "Withdrawal amount" })).toBeInTheDocument();
    expect(screen.getByText("Available: 735.5000 USDT")).toBeVisible();
  });

  it("labels any control it holds", () => {
    render(
      <FormField id="coin" label="Coin" wide>
        <select id="coin">
          <option>USDT</option>
        </select>
      </FormField>,
    );
    expect(screen.getByRole("combobox", { name: "Coin" })).toHaveDisplayValue("USDT");
  });
});
