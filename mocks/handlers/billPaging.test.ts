import { describe, expect, it } from "vitest";
import { db } from "../db/holderDb";
import { withMockBackend } from "../test/harness";
import { get, ids } from "../test/pagedLists";
import { signUp } from "../test/users";

withMockBackend();

describe("the bill by page, every filter combination", () => {
  const combos = [
    "",
    "coin_id=2",
    "type=exchange",
    "access=out",
    "coin_id=2&type=exchange",
    "coin_id=2&access=out",
    "type=exchange&access=out",
    "coin_id=2&type=exchange&access=out",
  ];
  it("pages each combination by page number exactly as by cursor", async () => {
    const me = await signUp();
    const kinds = [
      { coinId: 1, amount: "5", type: "recharge" as const },
      { coinId: 2, amount: "3", type: "exchange" as const },
      { coinId: 2, amount: "-1", type: "exchange" as const },
      { coinId: 1, amount: "-1", type: "exchange" as const },
      { coinId: 2, amount: "-0.5", type: "exchange_fee" as const },
    ];
    await db.bills.bulkAdd(
      Array.from({ length: 60 }, (_, i) => {
        const k = kinds[i % kinds.length]!;
        return {
          userId: me.info.id,
          coinId: k.coinId,
          amount: k.amount,
          balanceAfter: "0",
          dir: k.amount.startsWith("-") ? ("out" as const) : ("in" as const),
          type: k.type,
          ref: `b${i}`,
          created_at: i,
        };
      }),
    );
    for (const filter of combos) {
      const all = await get(me, "/api/user/coin_logs", `${filter}&count=50`);
      expect(all.data.count, filter).toBeGreaterThan(3);
      const full = ids(all);
      const byPage: number[] = [];
      const byCursor: number[] = [];
      let cursor: number | null = null;
      for (let page = 1; page <= Math.ceil(all.data.count / 3); page++) {
        byPage.push(...ids(await get(me, "/api/user/coin_logs", `${filter}&page=${page}&count=3`)));
        const next: Awaited<ReturnType<typeof get>> = await get(
          me,
          "/api/user/coin_logs",
          `${filter}&count=3${cursor ? `&cursor=${cursor}` : ""}`,
        );
        byCursor.push(...ids(next));
        cursor = next.data.next_cursor;
      }
      expect(cursor, filter).toBeNull();
      expect(byPage, filter).toHaveLength(all.data.count);
      expect(byPage.slice(0, full.length), filter).toEqual(full);
      expect(new Set(byPage).size, filter).toBe(byPage.length);
      expect(byCursor, filter).toEqual(byPage);
    }
  });
});
