import { describe, expect, it } from "vitest";
import type { BillEntry } from "../../api/wire";
import { BOM, billCsv, csvCell, isoWithOffset } from "./billCsv";

const entry = (over: Partial<BillEntry>): BillEntry => ({
  id: 1,
  coin_id: 1,
  coin_name: "USDT",
  amount: "-20",
  balance_after: "1234.5",
  type: "exchange",
  ref: "exchange:7",
  created_at: Date.UTC(2026, 10, 27, 6, 3, 5),
  ...over,
});

const texts = {
  headers: ["Время", "Монета", "Направление", "Тип операции", "Сумма", "Баланс после", "Основание"] as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ],
  coin: (e: BillEntry) => e.coin_name,
  direction: (e: BillEntry) => (e.amount.startsWith("-") ? "Расход" : "Приход"),
  type: () => "Обмен",
};

describe("billCsv", () => {
  it("starts with a BOM and the headers in the user's language, one CRLF line per entry", () => {
    const csv = billCsv([entry({}), entry({ id: 2, amount: "160", coin_name: "HOLD" })], texts);
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe("Время,Монета,Направление,Тип операции,Сумма,Баланс после,Основание");
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("");
  });

  it("writes amounts as the API's plain dot decimals, never the language's comma or grouping", () => {
    const [, line] = billCsv([entry({ amount: "-1234.48", balance_after: "12159.9688" })], texts)
      .slice(1)
      .split("\r\n");
    expect(line!.split(",").slice(4, 6)).toEqual(["-1234.48", "12159.9688"]);
  });

  it("quotes separators and quotes, and defuses formulas in text cells", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-20", "number")).toBe("-20");
  });
});

describe("isoWithOffset", () => {
  it("names the wall time and its offset, one instant whatever the zone", () => {
    const ms = Date.UTC(2026, 10, 27, 6, 3, 5);
    const text = isoWithOffset(ms);
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(text)).toBe(ms);
  });
});
