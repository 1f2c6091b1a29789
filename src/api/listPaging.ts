import type { CursorPage } from "./wire";

/** What a list call is asked for: the page number (from 1) and size, and after page 1 the cursor the last page gave. */
export interface PageRequest {
  page: number;
  count: number;
  cursor?: number;
}

/**
 * The request for the page after `loaded` pages, or undefined when the list is complete (docs/product.md#constants:
 * a page holding fewer than `count` items is the last; so is one that gives no cursor to go on from). Every request
 * carries the page number (what the documented API speaks) and the cursor (keyset paging keeps deep pages fast).
 */
export function nextPageRequest<T>(
  last: CursorPage<T>,
  loaded: number,
  count: number,
): PageRequest | undefined {
  if (last.list.length < count || last.next_cursor === null) return undefined;
  return { page: loaded + 1, count, cursor: last.next_cursor };
}

/**
 * Record `id` of a list kept newest first, or null when there is none: the page after the cursor `id + 1` starts at
 * `id` (keyset paging), so one row is asked for.
 */
export async function findById<T extends { id: number }>(
  fetchPage: (request: PageRequest) => Promise<CursorPage<T>>,
  id: number,
): Promise<T | null> {
  const answer = await fetchPage({ page: 1, count: 1, cursor: id + 1 });
  return answer.list.find((record) => record.id === id) ?? null;
}
