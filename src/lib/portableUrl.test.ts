import { describe, expect, it } from "vitest";
import { portableUrl, restoredUrl } from "./portableUrl";

describe("an address that survives a wallet's deep link", () => {
  it("carries the route and its invite code in the query, and comes back the same", () => {
    for (const href of [
      "https://app.example.com/#/withdraw?invite_code=HOLDER",
      "https://app.example.com/holder/#/home?redirect=%2Fwithdraw&invite_code=A%26B%20C",
      "http://127.0.0.1:4176/?lang=en#/stakeDetail?id=4",
    ]) {
      const portable = portableUrl(href);
      expect(portable).not.toContain("#");
      expect(restoredUrl(portable)).toBe(href);
    }
  });

  it("leaves an address without a route as it is", () => {
    expect(portableUrl("https://app.example.com/")).toBe("https://app.example.com/");
    expect(portableUrl("https://app.example.com/#/")).toBe("https://app.example.com/");
    expect(restoredUrl("https://app.example.com/")).toBeNull();
  });

  it("never takes another origin or a second route from the query", () => {
    expect(restoredUrl("https://app.example.com/?route=%2F%2Fevil.example%2Fx")).toBe(
      "https://app.example.com/",
    );
    expect(restoredUrl("https://app.example.com/?route=https%3A%2F%2Fevil.example")).toBe(
      "https://app.example.com/",
    );
    expect(restoredUrl("https://app.example.com/?route=%2Fmint#/home")).toBe(
      "https://app.example.com/#/home",
    );
  });
});
