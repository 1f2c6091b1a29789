import { expect, expectCode, expectDocumented, Skip, type Rule } from "../rule";

const AREA = "Paging";

interface Page<T> {
  count: number;
  list: T[];
}

/** The lists a user with history has entries in; each pages the same way (docs/openapi.yaml, "Lists"). */
export const LISTS = [
  "/api/user/coin_logs",
  "/api/user/withdraw/logs",
  "/api/user/recharge/logs",
  "/api/exchange/exchange/logs",
];

/** More of the user's lists, some paged in memory rather than by an index (the team is a walk of the invite tree). */
export const CURSOR_LISTS = [
  "/api/node/records",
  "/api/n_f_t/record",
  "/api/n_f_t/stake/record",
  "/api/n_f_t/stake/income/record",
  "/api/user_team/invite",
  "/api/user_team/team",
  "/api/user_team/invite-earnings",
];

export const pagingRules: Rule[] = [
  {
    id: "paging-follows",
    area: AREA,
    name: "pages of a list follow each other with no gap or repeat, the total stays, and past the end is empty",
    needs: ["user"],
    operations: LISTS.map((list) => `GET ${list}`),
    catches: ["a page skipped or repeated", "a wrong total", "entries past the end"],
    async run(ctx) {
      const { token } = await ctx.user();
      let checked = 0;
      for (const list of LISTS) {
        const get = (query: string) =>
          ctx.http.call<Page<{ id: number }>>("GET", `${list}?${query}`, { token });
        const first = await get("page=1&count=2");
        expectDocumented(first);
        expectCode(first, 200, list);
        const total = first.envelope.data.count;
        if (total < 3) continue;
        const ids: number[] = [];
        const pages = Math.ceil(Math.min(total, 20) / 2);
        for (let page = 1; page <= pages; page++) {
          const answer = await get(`page=${page}&count=2`);
          expect(
            answer.envelope.data.count === total,
            `${list}: the total is the same on page ${page}`,
            answer,
          );
          ids.push(...answer.envelope.data.list.map((e) => e.id));
        }
        expect(new Set(ids).size === ids.length, `${list}: no entry on two pages`);
        const whole = await get(`page=1&count=${pages * 2}`);
        expect(
          JSON.stringify(whole.envelope.data.list.map((e) => e.id)) === JSON.stringify(ids),
          `${list}: the pages of 2 are, in order, the first page of ${pages * 2}`,
          whole,
        );
        expect(ids.length === Math.min(total, pages * 2), `${list}: every entry of those pages is there`);
        const past = await get(`page=${Math.ceil(total / 2) + 5}&count=2`);
        expect(
          past.envelope?.code === 200 && past.envelope.data.list.length === 0,
          `${list}: past the end`,
          past,
        );
        checked++;
      }
      if (checked === 0) throw new Skip("the user has no list with three entries");
    },
  },
  {
    id: "paging-cursor",
    area: AREA,
    name: "pages walked by next_cursor (as the app does) hold the same entries, in order, as one page of them all",
    needs: ["user"],
    operations: [...LISTS, ...CURSOR_LISTS].map((list) => `GET ${list}`),
    catches: ["a cursor page that repeats or skips the entry at the cursor"],
    async run(ctx) {
      const { token } = await ctx.user();
      let checked = 0;
      for (const list of [...LISTS, ...CURSOR_LISTS]) {
        const get = (query: string) =>
          ctx.http.call<Page<unknown> & { next_cursor: number | null }>("GET", `${list}?${query}`, { token });
        const all = await get("page=1&count=20");
        expectCode(all, 200, list);
        const expected = all.envelope.data.list.map((e) => JSON.stringify(e));
        if (expected.length < 2) continue;
        const walked: string[] = [];
        let cursor: number | null = null;
        for (let page = 1; walked.length < expected.length; page++) {
          const answer = await get(`page=${page}&count=1${cursor === null ? "" : `&cursor=${cursor}`}`);
          expectCode(answer, 200, `${list} page ${page}`);
          walked.push(...answer.envelope.data.list.map((e) => JSON.stringify(e)));
          cursor = answer.envelope.data.next_cursor;
          if (cursor === null) break;
        }
        expect(
          JSON.stringify(walked) === JSON.stringify(expected),
          `${list}: pages of 1 by next_cursor are the first page of ${expected.length}`,
          all,
        );
        checked++;
      }
      if (checked === 0) throw new Skip("the user has no list with two entries");
    },
  },
  {
    id: "paging-bounds",
    area: AREA,
    name: "a bad page or count is refused (10001): 0, -1, 51, text, a fraction, a page too far to count; 50 is allowed",
    operations: ["GET /api/user/coin_logs"],
    catches: ["no cap on the page size", "out-of-range paging answered with an internal error"],
    async run(ctx) {
      const { token } = await ctx.fresh();
      const largest = await ctx.http.call("GET", "/api/user/coin_logs?page=1&count=50", { token });
      expectDocumented(largest);
      expectCode(largest, 200, "count=50");
      // The document's last page (1,000,000) is a page like any other: past the end, so empty.
      const last = await ctx.http.call<{ list: unknown[] }>(
        "GET",
        "/api/user/coin_logs?page=1000000&count=50",
        {
          token,
        },
      );
      expectCode(last, 200, "page=1000000");
      expect(last.envelope.data.list.length === 0, "the last page is empty", last);
      for (const query of [
        "page=0",
        "page=-1",
        "count=0",
        "count=51",
        "count=1000000",
        "page=x",
        "count=1.5",
        "page=1e3",
        "page=1000001",
        "page=90000000&count=50",
        "page=99999999999999",
        "page=9007199254740993",
        "page=99999999999999999999999",
      ]) {
        const answer = await ctx.http.call("GET", `/api/user/coin_logs?${query}`, { token });
        expectDocumented(answer);
        expectCode(answer, 10001, query);
      }
    },
  },
];
