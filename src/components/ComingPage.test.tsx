import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { findPage, renderInRouter } from "../test/routerForTests";
import { ComingPage } from "./ComingPage";

describe("ComingPage", () => {
  it("names the page in its heading and says plainly that it is being built", async () => {
    await renderInRouter(<ComingPage titleKey="routes.checkin" />);
    expect(screen.getByRole("heading", { level: 1, name: "Daily check-in" })).toBeInTheDocument();
    expect(
      screen.getByText("This page is being built and will be available in an upcoming release."),
    ).toBeInTheDocument();
  });

  it("leads back to home", async () => {
    const user = userEvent.setup();
    await renderInRouter(<ComingPage titleKey="routes.checkin" />, { at: "/checkin" });
    const home = screen.getByRole("link", { name: "Back to home" });
    expect(home).toHaveAttribute("href", "/home");
    await user.click(home);
    await findPage("/home");
  });

  it("goes home from its Back control when it was opened directly", async () => {
    const user = userEvent.setup();
    await renderInRouter(<ComingPage titleKey="routes.checkin" />, { at: "/checkin" });
    await user.click(screen.getByRole("button", { name: "Back" }));
    await findPage("/home");
  });
});
