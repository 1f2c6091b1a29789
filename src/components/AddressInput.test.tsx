import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { AddressInput } from "./AddressInput";

const ADDRESS = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";

/** As the forms use it: labelled, controlled, told of every edit. */
function Form({ onEdit, invalid = false }: { onEdit: (value: string) => void; invalid?: boolean }) {
  const [value, setValue] = useState("");
  return (
    <>
      <label htmlFor="address">Withdrawal address</label>
      <AddressInput
        id="address"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? "address-error" : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          onEdit(e.target.value);
        }}
      />
      {invalid && <p id="address-error">Please enter a valid address</p>}
    </>
  );
}

describe("AddressInput", () => {
  it("is a text field named by its label, hinting at the address's shape", () => {
    render(<Form onEdit={() => {}} />);
    expect(screen.getByRole("textbox", { name: "Withdrawal address" })).toHaveAttribute("placeholder", "0x…");
  });

  it("keeps the phone's keyboard from changing what is typed: no autocomplete, capitals or spell check", () => {
    render(<Form onEdit={() => {}} />);
    const field = screen.getByRole("textbox", { name: "Withdrawal address" });
    expect(field).toHaveAttribute("autocomplete", "off");
    expect(field).toHaveAttribute("autocapitalize", "off");
    expect(field).toHaveAttribute("spellcheck", "false");
  });

  it("takes a pasted address exactly, and tells the form", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<Form onEdit={onEdit} />);
    const field = screen.getByRole("textbox", { name: "Withdrawal address" });
    await user.click(field);
    await user.paste(ADDRESS);
    expect(field).toHaveValue(ADDRESS);
    expect(onEdit).toHaveBeenLastCalledWith(ADDRESS);
  });

  it("carries the form's refusal and its own hint when given", () => {
    render(<Form onEdit={() => {}} invalid />);
    const field = screen.getByRole("textbox", { name: "Withdrawal address" });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription("Please enter a valid address");
  });

  it("shows the caller's placeholder instead of its own", () => {
    render(<AddressInput aria-label="Address" placeholder="Paste or scan an address" />);
    expect(screen.getByRole("textbox", { name: "Address" })).toHaveAttribute(
      "placeholder",
      "Paste or scan an address",
    );
  });
});
