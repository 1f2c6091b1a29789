import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatusBadge, type ChipStatus } from "./StatusBadge";

describe("StatusBadge", () => {
  it.each<[ChipStatus, string]>([
    ["pending", "Pending"],
    ["processing", "Processing"],
    ["releasing", "Releasing"],
    ["failed", "Failed"],
    ["successful", "Successful"],
    ["completed", "Completed"],
    ["minted", "Minted"],
    ["refunded", "Refunded"],
    ["staked", "Staked"],
    ["unstaked", "Unstaked"],
    ["notRecorded", "Staked, not recorded"],
    ["toRelease", "To be released"],
    ["available", "Available"],
    ["claimed", "Received"],
  ])("says %s as %s", (status, text) => {
    const { container } = render(<StatusBadge status={status} />);
    expect(container).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it("says an unknown state from the server as pending rather than nothing", () => {
    render(<StatusBadge status={"queued" as ChipStatus} />);
    expect(screen.getByText("Pending")).toBeInTheDocument();
  });
});
