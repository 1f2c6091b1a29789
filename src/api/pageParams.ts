import type { CursorQuery } from "./wire";

/** The query parameters of a list page: page number, size and the optional keyset cursor, nothing else. */
export function pageParams(query: CursorQuery): Record<string, number | undefined> {
  return { page: query.page, cursor: query.cursor, count: query.count };
}
