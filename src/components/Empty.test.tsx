import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Empty } from "./Empty";

describe("Empty", () => {
  it("says in a sentence that there is nothing to show", () => {
    render(<Empty text="No records yet" icon="image" />);
    expect(screen.getByRole("paragraph")).toHaveTextContent(/^No records yet$/);
  });
});
