import { describe, expect, it } from "vitest";
import { addressGroups } from "./GroupedAddress";

describe("an address in groups of four", () => {
  it("keeps every character, 0x with the first group", () => {
    const address = "0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67";
    const groups = addressGroups(address);
    expect(groups.join("")).toBe(address);
    expect(groups[0]).toBe("0x4E9c");
    expect(groups.at(-1)).toBe("8A67");
    expect(groups).toHaveLength(10);
  });
});
