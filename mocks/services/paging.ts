import Dexie, { type Table } from "dexie";
import type { CursorPage } from "../../src/api/wire";

/**
 * Which page of a list a request asks for: `page` from 1 and `count` per page (the documented API), and the
 * optional keyset `cursor` (the id of the last entry already shown). When the cursor is given it decides where the
 * page starts, and `page` is only informative.
 */
export interface PageQuery {
  page: number;
  count: number;
  cursor: number | null;
}

/**
 * A page over a compound index ending in `id`, newest first: `prefix` fixes the leading parts (e.g. [userId] for
 * "[userId+id]"). With a cursor the page is one bounded index range, so a page deep in the list costs what the first
 * does. With only a page number the start is found by walking the primary keys of the entries before it (keys only,
 * no rows read; Dexie's offset() would read every row before it), then the page is the same bounded range.
 */
export async function keysetPage<Row extends { id?: number }, Out>(
  table: Table<Row, number>,
  index: string,
  prefix: unknown[],
  query: PageQuery,
  map: (row: Row) => Out,
  filter?: (row: Row) => boolean,
): Promise<CursorPage<Out>> {
  const lower = [...prefix, Dexie.minKey];
  const all = table.where(index).between(lower, [...prefix, Dexie.maxKey]);
  const total = await (filter ? all.filter(filter) : all).count();
  let start: number | null = query.cursor;
  if (start === null && query.page > 1) {
    const skip = (query.page - 1) * query.count;
    const newest = table
      .where(index)
      .between(lower, [...prefix, Dexie.maxKey])
      .reverse();
    const before = await (filter ? newest.filter(filter) : newest).limit(skip).primaryKeys();
    if (before.length < skip) return { count: total, list: [], next_cursor: null };
    start = before.at(-1)!;
  }
  const upper = start === null ? [...prefix, Dexie.maxKey] : [...prefix, start];
  let range = table.where(index).between(lower, upper, true, false).reverse();
  if (filter) range = range.filter(filter);
  const rows = await range.limit(query.count + 1).toArray();
  const page = rows.slice(0, query.count);
  return {
    count: total,
    list: page.map(map),
    next_cursor: rows.length > query.count ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * The same page over a list already in memory, newest first (highest id first), for lists computed rather than
 * stored (the team is a walk of the invite tree).
 */
export function memoryPage<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  query: PageQuery,
): CursorPage<T> {
  const from =
    query.cursor === null
      ? (query.page - 1) * query.count
      : items.findIndex((item) => idOf(item) < query.cursor!);
  const after = from < 0 ? [] : items.slice(from);
  const page = after.slice(0, query.count);
  return {
    count: items.length,
    list: page,
    next_cursor: after.length > query.count ? idOf(page.at(-1)!) : null,
  };
}
