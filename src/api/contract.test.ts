import { describe, expect, expectTypeOf, it } from "vitest";
import { api } from "./client";
import { fillPath, type Body, type Data, type Schemas } from "./contract";
import { CHANGE_TYPES, ErrorCode, type ChangeType } from "./wire";

// The type check (`npm run typecheck`) is what runs these: each `@ts-expect-error` must stay an error, so a type
// that stopped following docs/openapi.yaml fails it. They never run as code (the functions are not called).
function departures() {
  // @ts-expect-error a path the document does not have
  void api.get("/api/user/infos");
  // @ts-expect-error a body of another shape: the withdrawal's amount is missing
  void api.post("/api/exchange/withdraw", { coin_id: 1, channel: "BEP20", address: "0x0" });
  // @ts-expect-error a query the call does not take
  void api.get("/api/user/coin_logs", { page: 1, colour: "red" });
  // @ts-expect-error an answer used as something it is not: the user's `pid` is a number
  const pid: string = null as unknown as Data<"/api/user/info", "get">["pid"];
  // @ts-expect-error a handler answer of another shape: a withdrawal record without its fee
  const record: Schemas["WithdrawalRecord"] = {
    id: 1,
    user_id: 1,
    coin_id: 1,
    coin_name: "USDT",
    channel: "BEP20",
    address: "0x0",
    amount: "1",
    actual: "1",
    status: "pending",
    tx_hash: "",
    created_at: 0,
  };
  return [pid, record];
}

describe("the types the document gives", () => {
  it("name every error code and change type the app knows, and no other", () => {
    expectTypeOf<(typeof ErrorCode)[keyof typeof ErrorCode]>().toEqualTypeOf<Schemas["ErrorCode"]>();
    expectTypeOf<ChangeType>().toEqualTypeOf<Schemas["ChangeType"]>();
    expectTypeOf<Data<"/api/user/coins", "get">>().toEqualTypeOf<Schemas["CoinBalance"][]>();
    expectTypeOf<Body<"/api/bind/invite", "post">>().toEqualTypeOf<{ invite_code: string }>();
    expect(CHANGE_TYPES.length).toBe(new Set(CHANGE_TYPES).size);
    expect(typeof departures).toBe("function");
  });

  it("fill a templated path with its values, encoded", () => {
    expect(fillPath("/api/node/buy/{type}", { type: 2 })).toBe("/api/node/buy/2");
    expect(fillPath("/api/public/nonce/{address}", { address: "0xAb/c" })).toBe("/api/public/nonce/0xAb%2Fc");
    expect(() => fillPath("/api/admin/withdraw/{id}/approve")).toThrow(/no value for \{id\}/);
  });
});
