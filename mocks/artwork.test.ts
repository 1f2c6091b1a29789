import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NFT_ARTWORK } from "./config";

describe("the collection's artwork", () => {
  // The same picture is minted again and again (token 5 wears picture 1): a number drawn in it would disagree with
  // the token id the app shows beside it.
  it.each(NFT_ARTWORK)("%s draws no text, so no number that can disagree with a token id", (file) => {
    const svg = readFileSync(`public/${file}`, "utf8");
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).not.toMatch(/<text[\s>]/);
  });
});
