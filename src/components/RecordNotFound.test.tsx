import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { findPage, renderInRouter } from "../test/routerForTests";
import { RecordNotFound } from "./RecordNotFound";

const BACK = { to: "/withdrawLogs", label: "Withdrawal records" } as const;

describe("RecordNotFound", () => {
  it("is a region named by its heading, saying for good that the record is not there", async () => {
    await renderInRouter(<RecordNotFound back={BACK} />);
    const region = within(screen.getByRole("region", { name: "Record not found" }));
    expect(region.getByRole("heading", { level: 2, name: "Record not found" })).toBeInTheDocument();
    expect(
      region.getByText(
        "There is no such record on this account. The link may be wrong, out of date or from another account.",
      ),
    ).toBeInTheDocument();
    expect(region.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("leads to the list the record would be in", async () => {
    const user = userEvent.setup();
    await renderInRouter(<RecordNotFound back={BACK} />);
    const link = screen.getByRole("link", { name: "Withdrawal records" });
    expect(link).toHaveAttribute("href", "/withdrawLogs");
    await user.click(link);
    expect(await findPage("/withdrawLogs")).toBeInTheDocument();
  });
});
