import { describe, expect, it } from "vitest";
import { returnTarget, visitorLanding } from "./returnTo";

describe("coming back to the page a visitor was turned away from", () => {
  it("remembers the page with its query, and keeps the invite code beside it", () => {
    expect(visitorLanding("/withdraw", {})).toEqual({ redirect: "/withdraw" });
    expect(visitorLanding("/stakeDetail", { id: 4, invite_code: "HOLDER" })).toEqual({
      redirect: "/stakeDetail?id=4",
      invite_code: "HOLDER",
    });
  });

  it("goes back only to the app's own pages", () => {
    expect(returnTarget({ redirect: "/withdraw" })).toBe("/withdraw");
    expect(returnTarget({ redirect: "/stakeDetail?id=4" })).toBe("/stakeDetail?id=4");
    for (const redirect of [
      "//evil.example",
      "https://evil.example",
      "/nowhere",
      "/home",
      "withdraw",
      "/withdraw#x",
      5,
    ])
      expect(returnTarget({ redirect }), String(redirect)).toBeNull();
    expect(returnTarget({})).toBeNull();
  });
});
