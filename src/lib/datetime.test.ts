import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay } from "./datetime";

describe("dates", () => {
  it("shows a UTC calendar day as that day in every time zone and language", () => {
    expect(formatDay("2026-11-21", "en")).toBe("11/21/2026");
    expect(formatDay("2026-11-21", "zh-CN")).toBe("2026/11/21");
    expect(formatDay("not a day", "en")).toBe("not a day");
  });

  it("formats a moment in the language's own style", () => {
    const ms = Date.UTC(2026, 0, 2, 3, 4);
    expect(formatDateTime(ms, "en")).toMatch(/2026/);
    expect(formatDateTime(ms, "ja")).toMatch(/^2026\/01\/0\d/);
  });
});
