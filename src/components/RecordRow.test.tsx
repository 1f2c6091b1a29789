import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RecordRow } from "./RecordRow";
import { StatusBadge } from "./StatusBadge";

describe("RecordRow", () => {
  it("is an article named by its label: title, status, then each shown detail with its label", () => {
    render(
      <RecordRow
        label="Withdrawal of 25 USDT"
        title="25 USDT"
        side={<StatusBadge status="pending" />}
        fields={[
          { label: "Fee", value: "1 USDT" },
          false,
          null,
          "",
          { label: "To", value: "0xabc…def", wide: true },
        ]}
        foot="2024-05-01 10:00"
      >
        <button type="button">Cancel</button>
      </RecordRow>,
    );
    const row = within(screen.getByRole("article", { name: "Withdrawal of 25 USDT" }));
    expect(row.getByText("25 USDT")).toBeInTheDocument();
    expect(row.getByText("Pending")).toBeInTheDocument();
    expect(row.getAllByRole("term").map((t) => t.textContent)).toEqual(["Fee", "To"]);
    expect(row.getAllByRole("definition").map((d) => d.textContent)).toEqual(["1 USDT", "0xabc…def"]);
    expect(row.getByText("2024-05-01 10:00")).toBeInTheDocument();
    expect(row.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });

  it("holds no empty detail list when no detail is shown", () => {
    render(<RecordRow title="Deposit" fields={[false, null]} />);
    const row = screen.getByRole("article");
    expect(row).toHaveTextContent(/^Deposit$/);
    expect(within(row).queryByRole("term")).not.toBeInTheDocument();
  });
});
