import { describe, expect, it } from "vitest";
import { demoHandlers, handlers } from "./routes";

const paths = (list: typeof handlers) =>
  list.map((h) => String((h.info as { path?: unknown }).path ?? "")).filter(Boolean);

describe("routes", () => {
  it("keeps the demo-only calls out of the documented API and in their own list", () => {
    expect(paths(handlers).length).toBeGreaterThan(40);
    expect(paths(handlers).filter((p) => p.includes("/api/demo/"))).toEqual([]);
    expect(paths(demoHandlers).length).toBeGreaterThanOrEqual(4);
    // The demo's own calls, and the simulated deposit: free money anywhere but the demo.
    expect(paths(demoHandlers).filter((p) => !p.startsWith("*/api/demo/"))).toEqual([
      "*/api/user/recharge/simulate",
    ]);
    expect(paths(handlers)).not.toContain("*/api/user/recharge/simulate");
  });
});
