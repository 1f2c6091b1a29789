import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { findPage, renderInRouter } from "../test/routerForTests";
import { LinkButtons, type PageLink } from "./LinkButtons";

const links: PageLink[] = [
  { to: "/stakeIncome", label: "Income", icon: "stake", primary: true },
  { to: "/stakeLogs", label: "Income records" },
];

describe("LinkButtons", () => {
  it("is one link per next page, named by its label, in the order given", async () => {
    await renderInRouter(<LinkButtons links={links} />, { at: "/stake" });
    const shown = screen.getAllByRole("link");
    expect(shown.map((link) => link.textContent)).toEqual(["Income", "Income records"]);
    expect(screen.getByRole("link", { name: "Income" })).toHaveAttribute("href", "/stakeIncome");
    expect(screen.getByRole("link", { name: "Income records" })).toHaveAttribute("href", "/stakeLogs");
  });

  it("goes to the page tapped", async () => {
    const user = userEvent.setup();
    await renderInRouter(<LinkButtons links={links} layout="grid" />, { at: "/stake" });
    await user.click(screen.getByRole("link", { name: "Income records" }));
    await findPage("/stakeLogs");
  });
});
