import { beforeEach, describe, expect, it, vi } from "vitest";
import type { BillEntry, BillQuery } from "../../api/wire";

const asked: BillQuery[] = [];
const ENTRIES = 123;

// A bill of 123 entries, newest (highest id) first, paged as the document says: page, count, cursor.
vi.mock("../../api/bill", () => ({
  getBill: (query: BillQuery) => {
    asked.push(query);
    const all = Array.from({ length: ENTRIES }, (_, i) => ({ id: ENTRIES - i }) as BillEntry);
    const from = query.cursor === undefined ? 0 : all.findIndex((e) => e.id < query.cursor!);
    const list = all.slice(from, from + query.count!);
    const last = from + list.length >= all.length;
    return Promise.resolve({ count: all.length, list, next_cursor: last ? null : list.at(-1)!.id });
  },
}));

const { fetchWholeBill } = await import("./exportBill");

describe("fetchWholeBill", () => {
  beforeEach(() => void asked.splice(0));

  it("walks every page with the filters, not only the first", async () => {
    const progress: number[] = [];
    const entries = await fetchWholeBill({ coin_id: 2, access: "out" }, (loaded) => progress.push(loaded));
    expect(entries.map((e) => e.id)).toEqual(Array.from({ length: ENTRIES }, (_, i) => ENTRIES - i));
    expect(asked.map((q) => [q.page, q.count, q.cursor])).toEqual([
      [1, 50, undefined],
      [2, 50, 74],
      [3, 50, 24],
    ]);
    expect(asked.every((q) => q.coin_id === 2 && q.access === "out" && q.type === undefined)).toBe(true);
    expect(progress).toEqual([50, 100, 123]);
  });
});
