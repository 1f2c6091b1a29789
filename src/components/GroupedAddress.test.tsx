import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GroupedAddress } from "./GroupedAddress";

const ADDRESS = "0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67";

describe("GroupedAddress", () => {
  it("shows every character, 0x with the first group and then groups of four", () => {
    render(<GroupedAddress value={ADDRESS} />);
    // Each group is a piece of text with no role: found by text, in the order shown.
    const groups = screen.getAllByText(/^(0x)?[0-9a-fA-F]{1,4}$/).map((group) => group.textContent);
    expect(groups).toEqual([
      "0x4E9c",
      "e36E",
      "442e",
      "55Ec",
      "D902",
      "5B9a",
      "6E0D",
      "8848",
      "5d62",
      "8A67",
    ]);
  });

  it("is read by a screen reader as the one address, not as ten groups", () => {
    // A paragraph takes no name from its content: a group labelled by it reads out what assistive technology gets.
    render(
      <div role="group" aria-labelledby="to">
        <div id="to">
          <GroupedAddress value={ADDRESS} />
        </div>
      </div>,
    );
    expect(screen.getByRole("group")).toHaveAccessibleName(ADDRESS);
  });
});
