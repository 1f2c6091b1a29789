import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  it("adds nothing to what assistive technology reads beside it", () => {
    render(
      <button type="button" disabled>
        <Spinner />
        Saving
      </button>,
    );
    expect(screen.getByRole("button", { name: "Saving" })).toBeInTheDocument();
  });

  it("is hidden from the accessibility tree", () => {
    // A decorative ring has no role or text to find it by: it is looked up as the only element rendered.
    const { container } = render(<Spinner />);
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
