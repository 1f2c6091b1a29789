import { describe, expect, it } from "vitest";
import { cursorLoader } from "./cursorLoader";

describe("cursorLoader", () => {
  const ids = Array.from({ length: 25 }, (_, i) => 25 - i); // newest first
  const asked: (number | null)[] = [];
  const fetchPage = async (cursor: number | null, count: number) => {
    asked.push(cursor);
    const rest = ids.filter((id) => cursor === null || id < cursor);
    const list = rest.slice(0, count);
    return { count: ids.length, list, next_cursor: rest.length > count ? list.at(-1)! : null };
  };

  it("walks the list by cursor, stops after the last page, and starts over on page 1", async () => {
    const load = cursorLoader(fetchPage);
    const pages = [await load(1, 10), await load(2, 10), await load(3, 10), await load(4, 10)];
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5, 0]);
    expect(pages.flat()).toEqual(ids);
    expect(asked).toEqual([null, 16, 6]);
    expect(await load(1, 10)).toEqual(ids.slice(0, 10));
  });
});
