import { getIncomeRecords } from "../../api/stake";
import type { IncomeRecord } from "../../api/wire";

/** Rows per page: the most GET /api/n_f_t/stake/income/record gives. */
const PAGE = 50;
/** At most this many pages (2,000 rows, 30 days of about 66 staked NFTs); a bigger history needs a daily-sum call. */
const MAX_PAGES = 40;

/**
 * The caller's income rows issued from `since` (epoch ms) on, and possibly a few older ones. The list is newest first
 * by creation, and a row's day is never after the day it was created; a day's rows are not together, though (a
 * late settlement writes each stake's missed days in turn), so paging stops at the first row created before `since`,
 * not at the first old date: every later row is older still.
 */
export async function loadIncomeSince(since: number): Promise<IncomeRecord[]> {
  const rows: IncomeRecord[] = [];
  let cursor: number | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await getIncomeRecords(
      cursor === undefined ? { page, count: PAGE } : { page, count: PAGE, cursor },
    );
    rows.push(...answer.list);
    const oldest = answer.list[answer.list.length - 1];
    if (answer.next_cursor === null || !oldest || oldest.created_at < since) break;
    cursor = answer.next_cursor;
  }
  return rows;
}
