import { describe, expect, it } from "vitest";
import { route } from "./route";

// `npm run typecheck` runs these: each `@ts-expect-error` must stay an error, so a handler that answers another shape
// than docs/openapi.yaml, or serves a path it does not have, fails the type check.
function departures() {
  return [
    // @ts-expect-error an answer missing most of the user's fields
    route.get("/api/user/info", async () => ({ id: 1 })),
    // @ts-expect-error a field of another type: `pid` is a number
    route.get("/api/user/info", async () => ({
      id: 1,
      address: "0x0",
      hide_address: "0x0…0",
      balance: "0",
      invite_code: "A",
      level: 0,
      node_type: 0 as const,
      assets: "0",
      is_admin: 0 as const,
      pid: "0",
    })),
    // @ts-expect-error a path the document does not have
    route.get("/api/user/infos", async () => null),
  ];
}

describe("typed handlers", () => {
  it("serve a documented path in msw's form, on any origin", () => {
    const [handler] = [route.post("/api/node/buy/{type}", async () => ({}) as never)];
    expect(handler!.info.path).toBe("*/api/node/buy/:type");
    expect(handler!.info.method).toBe("POST");
    expect(typeof departures).toBe("function");
  });
});
