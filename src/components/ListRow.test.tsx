import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ListRow, ListRowParts } from "./ListRow";

describe("ListRow", () => {
  it("shows what it is, its lines under it, then its amount and status", () => {
    const { container } = render(
      <ListRow
        title="NFT #12"
        lines={["Nov 21, 2026, 8:15 PM", "From 0x90F7…b906"]}
        side={["+3.5000 HOLD", "Released"]}
      />,
    );
    // A row is a layout of texts with no role of its own: it is read in order, as a screen reader reads it.
    expect(container).toHaveTextContent(
      /^NFT #12\s*Nov 21, 2026, 8:15 PM\s*From 0x90F7…b906\s*\+3\.5000 HOLD\s*Released$/,
    );
  });

  it("leaves out empty lines and side entries, a 0 count among them", () => {
    const count = 0;
    const { container } = render(
      <ListRow title="Team member" lines={[count && `${count} members`, "", null]} side={[false, count]} />,
    );
    expect(container).toHaveTextContent(/^Team member$/);
  });

  it("inside a link, gives the link its whole content as name; the chevron adds nothing", () => {
    render(
      <a href="#/myNodeDetail?id=3">
        <ListRowParts title="Node #3" lines={["Gold"]} side={["1,000.0000 USDT"]} chevron />
      </a>,
    );
    expect(screen.getByRole("link", { name: "Node #3 Gold 1,000.0000 USDT" })).toHaveAttribute(
      "href",
      "#/myNodeDetail?id=3",
    );
  });
});
