import { describe, expect, it } from "vitest";
import { toDecimal } from "../../lib/money/units";
import { barShare, dayStart, lastDays, sumByDay, summarize } from "./dailyIncome";

const NOW = Date.UTC(2026, 2, 1, 0, 30); // 1 March 2026, 00:30 UTC

describe("lastDays", () => {
  it("is the 30 UTC days ending today, oldest first, across a month's end", () => {
    const days = lastDays(NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-01-31");
    expect(days[28]).toBe("2026-02-28");
    expect(days[29]).toBe("2026-03-01");
  });

  it("takes the UTC day, not the local one, at either end of it", () => {
    expect(lastDays(Date.UTC(2026, 2, 1, 23, 59, 59, 999), 1)).toEqual(["2026-03-01"]);
    expect(lastDays(Date.UTC(2026, 2, 1) - 1, 1)).toEqual(["2026-02-28"]);
    expect(dayStart("2026-03-01")).toBe(Date.UTC(2026, 2, 1));
  });
});

describe("sumByDay", () => {
  const days = lastDays(NOW, 4); // 26 Feb … 1 Mar
  const rows = [
    { date: "2026-03-01", amount: "10" },
    { date: "2026-03-01", amount: "0.1" },
    { date: "2026-02-27", amount: "0.2" },
    { date: "2026-02-27", amount: "0.1" },
    { date: "2026-01-01", amount: "99" }, // before the window
    { date: "2026-03-02", amount: "99" }, // after it
  ];

  it("sums each day's rows exactly and fills the days without income with zero", () => {
    const sums = sumByDay(rows, days).map((d) => [d.day, toDecimal(d.amount)]);
    expect(sums).toEqual([
      ["2026-02-26", "0"],
      ["2026-02-27", "0.3"], // 0.2 + 0.1, not 0.30000000000000004
      ["2026-02-28", "0"],
      ["2026-03-01", "10.1"],
    ]);
  });

  it("gives the total and the best day", () => {
    const { total, best } = summarize(sumByDay(rows, days));
    expect(toDecimal(total)).toBe("10.4");
    expect(best && [best.day, toDecimal(best.amount)]).toEqual(["2026-03-01", "10.1"]);
  });

  it("has no best day without income, and takes the latest of equal days", () => {
    expect(summarize(sumByDay([], days))).toEqual({ total: 0n, best: null });
    const tie = sumByDay(
      [
        { date: "2026-02-26", amount: "5" },
        { date: "2026-02-28", amount: "5.0" },
      ],
      days,
    );
    expect(summarize(tie).best?.day).toBe("2026-02-28");
  });
});

describe("barShare", () => {
  it("is the height in thousandths of the tallest bar", () => {
    expect(barShare(5n, 20n)).toBe(250);
    expect(barShare(20n, 20n)).toBe(1000);
    expect(barShare(0n, 0n)).toBe(0);
  });
});
