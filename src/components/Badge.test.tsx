import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./Badge";

describe("Badge", () => {
  it("shows its label beside a name, as text read with it", () => {
    render(
      <h3>
        Alice <Badge tone="info">Node holder</Badge>
      </h3>,
    );
    // A badge is a short text with no role of its own: it is part of the heading's name.
    expect(screen.getByRole("heading", { name: "Alice Node holder" })).toBeInTheDocument();
    expect(screen.getByText("Node holder")).toBeVisible();
  });
});
