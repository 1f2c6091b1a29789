import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QuoteList } from "./QuoteList";

describe("QuoteList", () => {
  it("pairs each label with its figure, in order, under the list's name", () => {
    render(
      <QuoteList
        label="Quote"
        rows={[
          { label: "Rate", value: "1 USDT ≈ 8.000 HOLD" },
          { label: "Fee", value: "0.4800 HOLD" },
          { label: "You receive", value: "159.5200 HOLD", total: true },
        ]}
      />,
    );
    // A <dl> has no ARIA role of its own to find it by; its aria-label is found as its label.
    const quote = within(screen.getByLabelText("Quote"));
    expect(quote.getAllByRole("term").map((t) => t.textContent)).toEqual(["Rate", "Fee", "You receive"]);
    expect(quote.getAllByRole("definition").map((d) => d.textContent)).toEqual([
      "1 USDT ≈ 8.000 HOLD",
      "0.4800 HOLD",
      "159.5200 HOLD",
    ]);
  });

  it('shows "--" for a figure not known yet', () => {
    render(<QuoteList label="Quote" rows={[{ label: "Fee", value: undefined }]} />);
    expect(screen.getByRole("definition")).toHaveTextContent(/^--$/);
  });
});
