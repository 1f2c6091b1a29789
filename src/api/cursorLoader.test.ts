import { describe, expect, it } from "vitest";
import { cursorLoader, type PageRequest } from "./cursorLoader";

describe("cursorLoader", () => {
  const ids = Array.from({ length: 25 }, (_, i) => 25 - i); // newest first
  const asked: PageRequest[] = [];
  const fetchPage = async (query: PageRequest) => {
    asked.push(query);
    const rest = ids.filter((id) => query.cursor === undefined || id < query.cursor);
    const list = rest.slice(0, query.count);
    return { count: ids.length, list, next_cursor: rest.length > query.count ? list.at(-1)! : null };
  };

  it("sends the page number with the cursor, stops after the last page, and starts over on page 1", async () => {
    const load = cursorLoader(fetchPage);
    const pages = [await load(1, 10), await load(2, 10), await load(3, 10), await load(4, 10)];
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5, 0]);
    expect(pages.flat()).toEqual(ids);
    expect(asked).toEqual([
      { page: 1, count: 10 },
      { page: 2, count: 10, cursor: 16 },
      { page: 3, count: 10, cursor: 6 },
    ]);
    expect(await load(1, 10)).toEqual(ids.slice(0, 10));
    expect(asked.at(-1)).toEqual({ page: 1, count: 10 });
  });
});
