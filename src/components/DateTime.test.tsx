import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DateTime } from "./DateTime";

// 20:15 UTC on 21 November 2026: already the 22nd in Shanghai (UTC+8), the user's zone in the component tests
// (vitest.config.mts).
const MOMENT = Date.UTC(2026, 10, 21, 20, 15);

describe("DateTime", () => {
  it("shows the moment in the user's time zone, as a medium date and a short time", () => {
    render(<DateTime ms={MOMENT} />);
    expect(screen.getByRole("time")).toHaveTextContent("Nov 22, 2026, 4:15 AM");
  });

  it("gives the exact moment in machine-readable form", () => {
    render(<DateTime ms={MOMENT} />);
    expect(screen.getByRole("time")).toHaveAttribute("datetime", "2026-11-21T20:15:00.000Z");
  });
});
