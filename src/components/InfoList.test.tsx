import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InfoList, StatGrid, type InfoItem } from "./InfoList";

const items: InfoItem[] = [
  { label: "Direct members", value: "12", strong: true },
  { label: "Team members", value: "1,204" },
  { label: "Team performance", value: "35,500.0000 USDT", wide: true },
];

/** Each term and the value given for it, in order. */
function pairs(list: HTMLElement): [string | null, string | null][] {
  const terms = within(list).getAllByRole("term");
  const values = within(list).getAllByRole("definition");
  expect(values).toHaveLength(terms.length);
  return terms.map((term, i) => [term.textContent, values[i]!.textContent]);
}

describe.each([
  ["InfoList", InfoList],
  ["StatGrid", StatGrid],
])("%s", (_, List) => {
  it("lists each label with its value, in order, under the list's name", () => {
    render(<List label="Team counts" items={items} />);
    // A description list has no ARIA role to query by name: it is found by its label.
    expect(pairs(screen.getByLabelText("Team counts"))).toEqual([
      ["Direct members", "12"],
      ["Team members", "1,204"],
      ["Team performance", "35,500.0000 USDT"],
    ]);
  });

  it("holds any content as a value", () => {
    render(<List items={[{ label: "Paid", value: <strong>100.0000 USDT</strong> }]} />);
    expect(screen.getByRole("definition")).toContainElement(screen.getByText("100.0000 USDT"));
    expect(screen.getByRole("term")).toHaveTextContent(/^Paid$/);
  });
});
