import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { findPage, renderInRouter } from "../test/routerForTests";
import { PageHeader } from "./PageHeader";

describe("PageHeader", () => {
  it("titles the page with its translated title and a named back control", async () => {
    await renderInRouter(<PageHeader titleKey="routes.withdraw" />);
    expect(screen.getByRole("heading", { level: 1, name: "Withdraw" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("goes back to the page this visit came from", async () => {
    const user = userEvent.setup();
    await renderInRouter(<PageHeader titleKey="routes.withdraw" />, { before: ["/assets"] });
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await findPage("/assets")).toBeInTheDocument();
  });

  it("goes home when the page was opened directly, by the keyboard too", async () => {
    const user = userEvent.setup();
    await renderInRouter(<PageHeader titleKey="routes.withdraw" />);
    screen.getByRole("button", { name: "Back" }).focus();
    await user.keyboard("{Enter}");
    expect(await findPage("/home")).toBeInTheDocument();
  });

  it("links a money page to its records, named in English", async () => {
    const user = userEvent.setup();
    await renderInRouter(<PageHeader titleKey="routes.withdraw" records="/withdrawLogs" />);
    expect(screen.getByRole("heading", { level: 1, name: "Withdraw" })).toBeInTheDocument();
    const records = screen.getByRole("link", { name: "Withdrawal records" });
    expect(records).toHaveAttribute("href", "/withdrawLogs");
    await user.click(records);
    expect(await findPage("/withdrawLogs")).toBeInTheDocument();
  });
});
