import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BillEntry } from "../api/wire";
import { BillEntryRow } from "./BillEntryRow";

const entry = (over: Partial<BillEntry>): BillEntry => ({
  id: 7,
  coin_id: 1,
  coin_name: "USDT",
  amount: "12.5",
  balance_after: "1012.5",
  type: "recharge",
  ref: "0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060",
  created_at: Date.UTC(2026, 10, 21, 20, 15),
  ...over,
});

// The time is the user's: Shanghai's in the component tests (vitest.config.mts), so 20:15 UTC is the next morning.

describe("BillEntryRow", () => {
  it("is one entry: its kind, the amount in with +, when, and the balance after it", () => {
    render(<BillEntryRow entry={entry({})} />);
    const row = within(screen.getByRole("article"));
    expect(row.getByText("Recharge")).toBeInTheDocument();
    expect(row.getByText("+12.5000 USDT")).toBeInTheDocument();
    expect(row.getByRole("time")).toHaveTextContent("Nov 22, 2026, 4:15 AM");
    expect(row.getByText("Balance after: 1,012.5000 USDT")).toBeInTheDocument();
  });

  it("shows money out with a minus sign", () => {
    render(<BillEntryRow entry={entry({ type: "withdrawal", amount: "-300", balance_after: "712.5" })} />);
    const row = within(screen.getByRole("article"));
    expect(row.getByText("Withdrawal")).toBeInTheDocument();
    expect(row.getByText("\u2212300.0000 USDT")).toBeInTheDocument();
    expect(row.getByText("Balance after: 712.5000 USDT")).toBeInTheDocument();
  });

  it("marks the releasing HOLD apart from HOLD, in the amount and the balance", () => {
    render(
      <BillEntryRow entry={entry({ coin_id: 3, coin_name: "HOLD", type: "stake_reward", amount: "0.5" })} />,
    );
    const row = within(screen.getByRole("article"));
    expect(row.getByText("Stake reward")).toBeInTheDocument();
    expect(row.getByText("+0.5000 HOLD (releasing)")).toBeInTheDocument();
    expect(row.getByText("Balance after: 1,012.5000 HOLD (releasing)")).toBeInTheDocument();
  });
});
