import { describe, expect, it } from "vitest";
import { portableUrl, restoredUrl, startUrl } from "./portableUrl";

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

describe("the address the app starts at", () => {
  it("names the root as home, keeping its query", () => {
    expect(startUrl("https://app.example.com/")).toBe("https://app.example.com/#/home");
    expect(startUrl("https://app.example.com/holder/#/")).toBe("https://app.example.com/holder/#/home");
    expect(startUrl("https://app.example.com/#/?invite_code=HOLDER")).toBe(
      "https://app.example.com/#/home?invite_code=HOLDER",
    );
    expect(startUrl("https://app.example.com/?route=%2F%3Finvite_code%3DHOLDER")).toBe(
      "https://app.example.com/#/home?invite_code=HOLDER",
    );
  });

  it("leaves a page's address alone, and moves a route back from the query", () => {
    expect(startUrl("https://app.example.com/#/withdraw?invite_code=HOLDER")).toBeNull();
    expect(startUrl("https://app.example.com/#/homeless")).toBeNull();
    expect(startUrl("https://app.example.com/?route=%2Fmint")).toBe("https://app.example.com/#/mint");
  });
});
