import { beforeEach, describe, expect, it } from "vitest";
import type { BillEntry, CursorPage, NodeBuyResult, UserInfo } from "../../src/api/wire";
import { db } from "../db/holderDb";
import { server } from "../hosts/node";
import { call, withMockBackend } from "../test/harness";
import { moneySnapshot, signUp } from "../test/users";
import { demoHandlers } from "./demo";

withMockBackend();
beforeEach(() => server.use(...demoHandlers));

type Account = Awaited<ReturnType<typeof signUp>>;

const transfer = (token: string | undefined, body: unknown) =>
  call<NodeBuyResult>("POST", "/api/demo/superNode", { token, body });
const me = async (token: string) => (await call<UserInfo>("GET", "/api/user/info", { token })).data;

async function boundUser(): Promise<Account> {
  const parent = await signUp();
  const user = await signUp();
  const bound = await call("POST", "/api/bind/invite", {
    token: user.token,
    body: { invite_code: parent.info.invite_code },
  });
  expect(bound.code).toBe(200);
  return user;
}

describe("POST /api/demo/superNode (the super node paid by a transfer to the fixed address)", () => {
  it("books the transfer in and the node bought with it; the balance ends where it was", async () => {
    const user = await boundUser();
    const res = await transfer(user.token, { type: 2, request_id: "super-node-1" });
    expect(res.code).toBe(200);
    expect(res.data.order.type).toBe(2);
    expect((await me(user.token)).node_type).toBe(2);
    expect((await db.balances.get([user.info.id, 1]))?.amount ?? "0").toBe("0");
    const bill = await call<CursorPage<BillEntry>>("GET", "/api/user/coin_logs", { token: user.token });
    expect(bill.data.list.map((e) => [e.type, e.amount])).toEqual([
      ["node_purchase", "-500"],
      ["transfer_in", "500"],
    ]);
    // The same request again is the same answer, not a second node.
    const again = await transfer(user.token, { type: 2, request_id: "super-node-1" });
    expect(again.data.order.id).toBe(res.data.order.id);
    expect(await db.nodeOrders.where("userId").equals(user.info.id).count()).toBe(1);
  });

  it("refuses a user without an inviter, a tier that does not exist and a visitor, and changes nothing", async () => {
    const alone = await signUp();
    const bound = await boundUser();
    const before = await moneySnapshot();
    expect((await transfer(alone.token, { type: 1 })).code).not.toBe(200);
    expect((await transfer(bound.token, { type: 4 })).code).not.toBe(200);
    expect((await transfer(undefined, { type: 1 })).code).toBe(10039);
    expect(await moneySnapshot()).toEqual(before);
    expect(await db.nodeOrders.count()).toBe(0);
  });
});
