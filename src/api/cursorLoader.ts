import type { CursorPage } from "./wire";

/** What a list function is asked for: the page number and size, and the cursor the previous page gave. */
export interface PageRequest {
  page: number;
  count: number;
  cursor?: number;
}

/**
 * Adapts a list API to a page-numbered loader such as PullToRefreshList's. Every request carries the page number
 * (what the documented API speaks) and, after page 1, the cursor the previous answer gave (keyset paging, which keeps
 * deep pages fast; the server lets the cursor decide where the page starts). Page 1 starts over, and after the last
 * page the loader answers an empty page instead of starting over.
 */
export function cursorLoader<T>(
  fetchPage: (query: PageRequest) => Promise<CursorPage<T>>,
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
    const answer = await fetchPage(cursor === null ? { page, count } : { page, count, cursor });
    cursor = answer.next_cursor;
    done = cursor === null;
    return answer.list;
  };
}
