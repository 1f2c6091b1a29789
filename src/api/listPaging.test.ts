import { describe, expect, it } from "vitest";
import { nextPageRequest } from "./listPaging";

const page = (n: number, next_cursor: number | null) => ({
  count: 99,
  list: Array.from({ length: n }, (_, i) => i),
  next_cursor,
});

describe("list paging (docs/product.md#constants: 10 a page from page 1, finished on a short page)", () => {
  it("asks for the next page number with the cursor the last page gave", () => {
    expect(nextPageRequest(page(10, 42), 1, 10)).toEqual({ page: 2, count: 10, cursor: 42 });
    expect(nextPageRequest(page(10, 7), 3, 10)).toEqual({ page: 4, count: 10, cursor: 7 });
  });

  it("stops at a short page, an empty one, or one with no cursor to go on from", () => {
    expect(nextPageRequest(page(3, 42), 1, 10)).toBeUndefined();
    expect(nextPageRequest(page(0, null), 1, 10)).toBeUndefined();
    expect(nextPageRequest(page(10, null), 2, 10)).toBeUndefined();
  });
});
