import { describe, expect, it } from "vitest";
import { PENDING_REFRESH_MS, isUnsettled, refreshWhilePending } from "./refreshWhilePending";
import type { RecordStatus } from "./wire";

interface Entry {
  status: RecordStatus;
}

const rule = refreshWhilePending((e: Entry) => isUnsettled(e.status));

// TanStack Query runs no interval and no focus refetch under Node (it takes Node for a server), so what the rule
// makes of a page, a deposit turning credited on the open records page and a list asked again when shown, is proven
// in e2e/demo/money-journey.spec.ts.
describe("refreshWhilePending", () => {
  it("asks again every few seconds while an entry is pending, and never when none is", () => {
    expect(PENDING_REFRESH_MS).toBeGreaterThanOrEqual(2_000);
    expect(PENDING_REFRESH_MS).toBeLessThanOrEqual(10_000);
    expect(rule([{ status: "successful" }, { status: "pending" }])).toBe(PENDING_REFRESH_MS);
    expect(rule([{ status: "processing" }])).toBe(PENDING_REFRESH_MS);
    expect(rule([{ status: "releasing" }])).toBe(PENDING_REFRESH_MS);
    expect(rule([{ status: "successful" }, { status: "failed" }, { status: "completed" }])).toBe(false);
    expect(rule([])).toBe(false);
  });

  it("serves any entry type: a mint is pending until settled, a stake until recorded", () => {
    const mints = refreshWhilePending((m: { status: string }) => m.status === "pending");
    expect(mints([{ status: "minted" }, { status: "pending" }])).toBe(PENDING_REFRESH_MS);
    expect(mints([{ status: "minted" }, { status: "refunded" }])).toBe(false);
    const stakes = refreshWhilePending((s: { recorded: boolean }) => !s.recorded);
    expect(stakes([{ recorded: true }, { recorded: false }])).toBe(PENDING_REFRESH_MS);
    expect(stakes([{ recorded: true }])).toBe(false);
  });
});
