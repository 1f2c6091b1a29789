import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { units, type Units } from "../lib/money/units";
import { AmountField } from "./AmountField";
import { useAmountField } from "./useAmountField";

const BALANCE = units("1234.56789");

/** A money form's amount, as the pages hold it: USDT at 4 decimals, the balance its bound. */
function Form({
  balance = BALANCE,
  max,
  disabled,
  onEdit,
}: {
  balance?: Units;
  max?: Units | null;
  disabled?: boolean;
  onEdit?: () => void;
}) {
  const field = useAmountField({ decimals: 4, balance }, { coin: "USDT" });
  return (
    <AmountField
      field={field}
      id="amount"
      label="Withdrawal amount"
      aside={<span>Balance: 1,234.5678 USDT</span>}
      placeholder="Minimum 10"
      max={max}
      disabled={disabled}
      onEdit={onEdit}
    />
  );
}

const amountBox = () => screen.getByRole("textbox", { name: "Withdrawal amount" });

describe("AmountField", () => {
  it("is a field named by its label, with the decimal keypad, the balance beside the label", () => {
    render(<Form />);
    const field = amountBox();
    expect(field).toHaveAttribute("inputmode", "decimal");
    expect(field).toHaveAttribute("placeholder", "Minimum 10");
    expect(screen.getByText("Balance: 1,234.5678 USDT")).toBeInTheDocument();
    // Empty is not wrong until the form asks for the amount.
    expect(field).toBeValid();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("takes an amount as typed and tells the form of every edit", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<Form onEdit={onEdit} />);
    await user.type(amountBox(), "12.5");
    expect(amountBox()).toHaveValue("12.5");
    expect(onEdit).toHaveBeenCalledTimes(4);
    expect(amountBox()).toBeValid();
  });

  it("refuses an amount as it is typed, in words read with the field, and clears when it is fixed", async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(amountBox(), "1.23456");
    expect(amountBox()).toBeInvalid();
    expect(screen.getByRole("alert")).toHaveTextContent("At most 4 decimal places");
    expect(amountBox()).toHaveAccessibleDescription("At most 4 decimal places");
    await user.keyboard("{Backspace}");
    expect(amountBox()).toBeValid();
    expect(amountBox()).not.toHaveAccessibleDescription();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says what the balance is when the amount is over it", async () => {
    const user = userEvent.setup();
    render(<Form balance={units("735.5")} />);
    await user.type(amountBox(), "800");
    expect(screen.getByRole("alert")).toHaveTextContent("More than your balance of 735.5000 USDT");
  });

  it("says as the balance what can be typed, never a figure that is itself refused", async () => {
    const user = userEvent.setup();
    render(<Form />); // 1234.56789 USDT, at 4 decimals
    await user.type(amountBox(), "1234.5679");
    expect(screen.getByRole("alert")).toHaveTextContent("More than your balance of 1,234.5678 USDT");
  });

  it("fills in the balance with Max, cut to the coin's decimals", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<Form max={BALANCE} onEdit={onEdit} />);
    await user.click(screen.getByRole("button", { name: "Max" }));
    expect(amountBox()).toHaveValue("1234.5678");
    expect(amountBox()).toBeValid();
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it("has Max waiting while the balance loads, and none for a field without a balance", () => {
    const { unmount } = render(<Form max={null} />);
    expect(screen.getByRole("button", { name: "Max" })).toBeDisabled();
    unmount();
    render(<Form />);
    expect(screen.queryByRole("button", { name: "Max" })).not.toBeInTheDocument();
  });

  it("disabled, takes neither typing nor Max", () => {
    render(<Form max={BALANCE} disabled />);
    expect(amountBox()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Max" })).toBeDisabled();
  });
});
