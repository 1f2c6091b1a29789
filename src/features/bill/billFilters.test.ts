import { describe, expect, it } from "vitest";
import { hasBillFilters, readBillFilters } from "./billFilters";

describe("readBillFilters", () => {
  it("reads coin, direction and change type from the address", () => {
    expect(readBillFilters({ coin_id: 2, access: "in", type: "exchange_fee" })).toEqual({
      coin_id: 2,
      access: "in",
      type: "exchange_fee",
    });
    expect(readBillFilters({ coin_id: "1" })).toEqual({ coin_id: 1 });
  });

  it("drops what it does not know, so an old or edited link still opens the bill", () => {
    expect(readBillFilters({ coin_id: 0, access: "sideways", type: "bribe" })).toEqual({});
    expect(readBillFilters({ coin_id: -3, access: 1 })).toEqual({});
    expect(hasBillFilters(readBillFilters({}))).toBe(false);
    expect(hasBillFilters({ access: "out" })).toBe(true);
  });
});
