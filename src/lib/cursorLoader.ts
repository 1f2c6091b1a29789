import type { CursorPage } from "../api/wire";

/**
 * Adapts a keyset API (`cursor` = last id shown) to a page-numbered loader such as PullToRefreshList's: page 1
 * starts over, each later page continues from the cursor the previous answer gave, and after the last page the
 * loader answers an empty page instead of starting over.
 */
export function cursorLoader<T>(
  fetchPage: (cursor: number | null, count: number) => Promise<CursorPage<T>>,
): (page: number, count: number) => Promise<T[]> {
  let cursor: number | null = null;
  let done = false;
  return async (page, count) => {
    if (page === 1) {
      cursor = null;
      done = false;
    } else if (done) {
      return [];
    }
    const answer = await fetchPage(cursor, count);
    cursor = answer.next_cursor;
    done = cursor === null;
    return answer.list;
  };
}
