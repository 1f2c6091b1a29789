import { describe, expect, it } from "vitest";
import { nextState, type State } from "./PullToRefreshList";

const empty: State<number> = { items: [], page: 0, finished: false, status: "loading" };
const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe("paging (docs/product.md#constants: 10 a page from page 1, finished on a short page)", () => {
  it("keeps going while pages are full and stops at a short one", () => {
    let s = nextState(empty, 1, page(1, 10), 10);
    expect(s).toMatchObject({ page: 1, finished: false, status: "idle" });
    s = nextState(s, 2, page(11, 10), 10);
    expect(s.items).toHaveLength(20);
    expect(s.finished).toBe(false);
    s = nextState(s, 3, page(21, 3), 10);
    expect(s).toMatchObject({ page: 3, finished: true });
    expect(s.items).toEqual(page(1, 23));
  });

  it("a refresh (page 1) replaces the list; an empty first page is finished with no data", () => {
    const full = nextState(nextState(empty, 1, page(1, 10), 10), 2, page(11, 10), 10);
    const refreshed = nextState(full, 1, page(100, 4), 10);
    expect(refreshed.items).toEqual(page(100, 4));
    expect(refreshed.finished).toBe(true);
    expect(nextState(full, 1, [], 10)).toMatchObject({ items: [], finished: true });
  });
});
