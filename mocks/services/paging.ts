import Dexie, { type Table } from "dexie";
import type { CursorPage } from "../../src/api/wire";

/**
 * A keyset page over a compound index ending in `id`, newest first: `prefix` fixes the leading parts
 * (e.g. [userId] for "[userId+id]"), `cursor` is the last id already shown. Each page is one bounded index range,
 * so a page deep in the list costs what the first does (Dexie's offset() would walk every row before it).
 */
export async function keysetPage<Row extends { id?: number }, Out>(
  table: Table<Row, number>,
  index: string,
  prefix: unknown[],
  cursor: number | null,
  count: number,
  map: (row: Row) => Out,
  filter?: (row: Row) => boolean,
): Promise<CursorPage<Out>> {
  const all = table.where(index).between([...prefix, Dexie.minKey], [...prefix, Dexie.maxKey]);
  const upper = cursor === null ? [...prefix, Dexie.maxKey] : [...prefix, cursor];
  let range = table
    .where(index)
    .between([...prefix, Dexie.minKey], upper, true, false)
    .reverse();
  if (filter) range = range.filter(filter);
  const rows = await range.limit(count + 1).toArray();
  const total = await (filter ? all.filter(filter) : all).count();
  const page = rows.slice(0, count);
  return {
    count: total,
    list: page.map(map),
    next_cursor: rows.length > count ? (page.at(-1)?.id ?? null) : null,
  };
}
