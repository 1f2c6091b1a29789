import { describe, expect, it } from "vitest";
import { MAX_COUNT, MAX_PAGE } from "../services/input";
import { withMockBackend } from "../test/harness";
import { LISTS, N, get, ids } from "../test/pagedLists";
import { signUp } from "../test/users";

withMockBackend();

describe.each(LISTS)("the $name list", ({ path, admin, seed }) => {
  async function setUp() {
    const me = await signUp({ admin });
    const other = await signUp();
    await seed(me.info.id, other.info.id);
    const all = await get(me, path, "count=50");
    expect(all.code).toBe(200);
    expect(all.data.list.length).toBe(all.data.count);
    expect(all.data.count).toBeGreaterThanOrEqual(N);
    return { me, all: ids(all) };
  }

  it("answers page 1, and page 2 by page number alone or by cursor, the same entries in the list's order", async () => {
    const { me, all } = await setUp();
    const first = await get(me, path, "page=1&count=10");
    expect(ids(first)).toEqual(all.slice(0, 10));
    expect(first.data.count).toBe(all.length);
    const byPage = await get(me, path, "page=2&count=10");
    const byCursor = await get(me, path, `count=10&cursor=${first.data.next_cursor}`);
    const both = await get(me, path, `page=2&count=10&cursor=${first.data.next_cursor}`);
    expect(ids(byPage)).toEqual(all.slice(10, 20));
    expect(ids(byCursor)).toEqual(ids(byPage));
    expect(ids(both)).toEqual(ids(byPage));
    expect(byPage.data.next_cursor).toBe(byCursor.data.next_cursor);
    expect(byPage.data.count).toBe(all.length);
  });

  it("walks every page by number: each entry once, the last page short, then empty pages", async () => {
    const { me, all } = await setUp();
    const seen: number[] = [];
    const pages = Math.ceil(all.length / 7);
    for (let page = 1; page <= pages; page++) {
      const answer = await get(me, path, `page=${page}&count=7`);
      expect(answer.data.next_cursor === null).toBe(page === pages);
      seen.push(...ids(answer));
    }
    expect(seen).toEqual(all);
    for (const past of [pages + 1, 1000]) {
      const answer = await get(me, path, `page=${past}&count=7`);
      expect(answer.data).toEqual({ count: all.length, list: [], next_cursor: null });
    }
  });

  // Each case below is its own check; one user (and one set of entries) serves them all: a sign-up and the seed are
  // most of what a case costs.
  it("refuses each bad page, count or cursor with 10001, for its parameters alone", async () => {
    const me = await signUp({ admin });
    for (const [qs, what] of [
      ["page=0", "a page of zero"],
      ["page=-1", "a negative page"],
      ["page=abc", "a page that is not a number"],
      ["page=2.5", "a page that is not whole"],
      ["page=9007199254740993", "a page beyond safe integers"],
      ["count=0", "a count of zero"],
      ["count=51", "a count above 50"],
      ["cursor=x", "a cursor that is not an id"],
    ]) {
      const answer = await get(me, path, qs!);
      expect(answer.code, `${qs} (${what})`).toBe(10001);
      expect(answer.data, `${qs} (${what})`).toBeNull();
    }
  });

  // The store walks (page − 1) × count keys to a page's start; past 2^32 − 1 it threw (a TypeError answered 10500).
  it("answers the largest pages with an empty page, and refuses one past them with the bad-page message", async () => {
    const { me, all } = await setUp();
    for (const [qs, what] of [
      [`page=${MAX_PAGE}&count=${MAX_COUNT}`, "the largest page of the largest size"],
      [`page=${MAX_PAGE}&count=1`, "the largest page of one entry"],
      [`page=${MAX_PAGE}`, "the largest page of the default size"],
    ]) {
      const answer = await get(me, path, qs!);
      expect(answer.code, `${qs} (${what})`).toBe(200);
      expect(answer.data, `${qs} (${what})`).toEqual({ count: all.length, list: [], next_cursor: null });
    }
    for (const [qs, what] of [
      [`page=${MAX_PAGE + 1}`, "one past the largest page"],
      [`page=${MAX_PAGE + 1}&count=1`, "one past it, with a page of one"],
      ["page=85899347&count=50", "a page whose start is past 2^32 − 1 entries"],
      ["page=99999999999999", "a page far past it"],
    ]) {
      const answer = await get(me, path, qs!);
      expect(answer, `${qs} (${what}): never 10500`).toMatchObject({
        code: 10001,
        message: "The page or page size is not valid",
        data: null,
      });
    }
  });
});
