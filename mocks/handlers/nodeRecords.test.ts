import { describe, expect, it } from "vitest";
import type { CursorPage, NodeOrder, NodeOrderDetail } from "../../src/api/wire";
import { call, withMockBackend } from "../test/harness";
import { buy, line } from "../test/nodes";

withMockBackend();

describe("GET /api/node/records and /api/node/detail", () => {
  it("list the caller's orders newest first by cursor, and describe one", async () => {
    const [, buyer, other] = await line(3, { 1: "5000" });
    const ids: number[] = [];
    for (const type of [1, 2, 3]) ids.push((await buy(buyer!.token, type)).data.order.id);
    const first = await call<CursorPage<NodeOrder>>("GET", "/api/node/records?count=2", {
      token: buyer!.token,
    });
    expect(first.data.count).toBe(3);
    expect(first.data.list.map((o) => o.type)).toEqual([3, 2]);
    const next = await call<CursorPage<NodeOrder>>(
      "GET",
      `/api/node/records?count=2&cursor=${first.data.next_cursor}`,
      { token: buyer!.token },
    );
    expect(next.data.list.map((o) => o.type)).toEqual([1]);
    expect(next.data.next_cursor).toBeNull();

    const detail = await call<NodeOrderDetail>("GET", `/api/node/detail?id=${ids[1]}`, {
      token: buyer!.token,
    });
    expect(detail.data).toMatchObject({
      id: ids[1],
      type: 2,
      price: "500",
      total: 300,
      surplus: 299,
      node_type: 3,
      ref: `node:${ids[1]}`,
    });
    for (const [token, id] of [
      [other!.token, ids[1]],
      [buyer!.token, 999],
      [buyer!.token, "x"],
    ] as const) {
      const res = await call("GET", `/api/node/detail?id=${id}`, { token });
      expect(res.code).toBe(10407);
    }
    expect((await call("GET", "/api/node/records", { token: other!.token })).data).toEqual({
      count: 0,
      list: [],
      next_cursor: null,
    });
  });
});
