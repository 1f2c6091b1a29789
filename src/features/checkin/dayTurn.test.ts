import { describe, expect, it } from "vitest";
import { dayTurn } from "./dayTurn";

const midnightUtc = Date.UTC(2026, 10, 28);
const hour = 60 * 60_000;

describe("dayTurn", () => {
  it("names 00:00 UTC in the user's own time, 24-hour, never 12:00 AM", () => {
    const now = midnightUtc - 20 * hour;
    expect(dayTurn(midnightUtc, now, "en", "UTC")).toEqual({ time: "00:00", tomorrow: true });
    expect(dayTurn(midnightUtc, now, "en", "Asia/Shanghai")).toEqual({ time: "08:00", tomorrow: true });
    expect(dayTurn(midnightUtc, now, "ru", "Asia/Kolkata")).toEqual({ time: "05:30", tomorrow: true });
  });

  it("says today where 00:00 UTC falls later on the user's same day", () => {
    // 21:00 UTC is 02:30 in Kolkata: the turn is at 05:30 the same morning.
    expect(dayTurn(midnightUtc, midnightUtc - 3 * hour, "en", "Asia/Kolkata")).toEqual({
      time: "05:30",
      tomorrow: false,
    });
    expect(dayTurn(midnightUtc, midnightUtc - 3 * hour, "en", "America/New_York")).toEqual({
      time: "19:00",
      tomorrow: false,
    });
    // Just after local midnight in New York (05:00 UTC), the turn is that evening: still today.
    expect(dayTurn(midnightUtc + 24 * hour, midnightUtc + 5 * hour, "en", "America/New_York").tomorrow).toBe(
      false,
    );
  });

  it("says tomorrow where the user's day ends before 00:00 UTC", () => {
    // 22:00 in New York is 03:00 UTC the next day: the turn is 19:00 the following evening.
    expect(dayTurn(midnightUtc + 24 * hour, midnightUtc + 3 * hour, "en", "America/New_York")).toEqual({
      time: "19:00",
      tomorrow: true,
    });
  });

  it("writes the time in the language's own form", () => {
    const now = midnightUtc - hour;
    for (const locale of ["en", "zh-CN", "th", "ru", "vi", "ja", "tr"]) {
      expect(dayTurn(midnightUtc, now, locale, "Asia/Bangkok").time, locale).toMatch(/^07[:.]00$/);
    }
  });
});
