import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay } from "./datetime";

describe("dates", () => {
  it("shows a UTC calendar day as that day in every time zone and language", () => {
    expect(formatDay("2026-11-21", "en")).toBe("Nov 21, 2026");
    expect(formatDay("2026-11-21", "zh-CN")).toBe("2026年11月21日");
    expect(formatDay("not a day", "en")).toBe("not a day");
  });

  it("formats a moment in the language's own style", () => {
    const ms = Date.UTC(2026, 0, 2, 3, 4);
    // The language's medium date and short time, in the machine's time zone (the day may differ by one).
    expect(formatDateTime(ms, "en")).toMatch(/^Jan [1-3], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDateTime(ms, "ja")).toMatch(/^2026\/01\/0[1-3] \d{1,2}:\d{2}$/);
    expect(formatDateTime(ms, "ru")).toMatch(/^[1-3] янв\. 2026 г\., \d{2}:\d{2}$/);
  });
});
