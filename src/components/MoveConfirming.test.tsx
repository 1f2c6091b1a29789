import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MoveConfirming } from "./MoveConfirming";

describe("MoveConfirming", () => {
  it("is a live status saying, in English, that the move is being confirmed and counts once", () => {
    render(<MoveConfirming />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(
      "Being confirmed… The answer is taking longer than usual. We keep asking with the same request, which is " +
        "carried out only once. Keep this page open.",
    );
  });
});
