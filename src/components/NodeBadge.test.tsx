import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NodeBadge } from "./NodeBadge";

describe("NodeBadge", () => {
  it.each([
    [1, "Primary node"],
    [2, "Intermediate node"],
    [3, "Advanced node"],
  ])("names node type %i as %s", (type, name) => {
    render(<NodeBadge type={type} />);
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  it.each([0, 4, -1])("shows nothing for type %i, which is no node", (type) => {
    const { container } = render(<NodeBadge type={type} />);
    expect(container).toBeEmptyDOMElement();
  });
});
