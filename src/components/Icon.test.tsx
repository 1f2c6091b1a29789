import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./Icon";

describe("Icon", () => {
  it("adds nothing to the name of the control it sits in", () => {
    render(
      <>
        <button type="button" aria-label="Copy: Transaction hash">
          <Icon name="copy" />
        </button>
        <button type="button">
          <Icon name="withdraw" />
          Withdraw
        </button>
        <button type="button">
          <Icon name="close" />
        </button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Copy: Transaction hash" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeInTheDocument();
    // An icon alone names nothing: the control must carry the name.
    expect(screen.getByRole("button", { name: "" })).toBeInTheDocument();
  });

  it("is hidden from assistive technology and out of the tab order, sized with the text by default", () => {
    const { container } = render(
      <>
        <Icon name="home" />
        <Icon name="inbox" size="0.9rem" />
      </>,
    );
    // A decorative SVG has no role to find it by.
    const [inline, sized] = container.querySelectorAll("svg");
    for (const icon of [inline, sized]) {
      expect(icon).toHaveAttribute("aria-hidden", "true");
      expect(icon).toHaveAttribute("focusable", "false");
    }
    expect(inline).toHaveAttribute("width", "1em");
    expect(inline).toHaveAttribute("height", "1em");
    expect(sized).toHaveAttribute("width", "0.9rem");
    expect(sized).toHaveAttribute("height", "0.9rem");
  });
});
