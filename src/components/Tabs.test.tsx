import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Tabs } from "./Tabs";

type Key = "all" | "in" | "out";
const TABS = [
  { key: "all", label: "All" },
  { key: "in", label: "Income" },
  { key: "out", label: "Spending" },
] as const;

/** Tabs as a page holds them: the page keeps the selection, and shows the selected tab's panel. */
function Page({ onChange, first = "all" }: { onChange?: (key: Key) => void; first?: Key }) {
  const [value, setValue] = useState<Key>(first);
  return (
    <Tabs
      label="Bill"
      tabs={TABS}
      value={value}
      onChange={(key) => {
        onChange?.(key);
        setValue(key);
      }}
    >
      <p>Showing {value}</p>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("is a named tab list whose selected tab names the one panel shown", () => {
    render(<Page first="in" />);
    const list = screen.getByRole("tablist", { name: "Bill" });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["All", "Income", "Spending"]);
    expect(screen.getByRole("tab", { name: "Income" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel", { name: "Income" });
    expect(panel).toHaveTextContent("Showing in");
    expect(screen.getByRole("tab", { name: "Income" })).toHaveAttribute("aria-controls", panel.id);
  });

  it("selects a tab tapped, and its panel follows", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    await user.click(screen.getByRole("tab", { name: "Spending" }));
    expect(onChange).toHaveBeenCalledWith("out");
    expect(screen.getByRole("tab", { name: "Spending" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Spending" })).toHaveTextContent("Showing out");
  });

  it("is one Tab stop: the selected tab, then the panel's content", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Page first="in" />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole("tab", { name: "Income" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
  });

  it("moves selection and focus with the arrow keys, wrapping, and with Home and End", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Income" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Income" })).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Spending" })).toHaveFocus();

    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Spending" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Spending" })).toHaveTextContent("Showing out");
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(["in", "out", "all", "out", "all", "out"]);

    await user.keyboard("{ArrowDown}a");
    expect(onChange).toHaveBeenCalledTimes(6);
  });
});
