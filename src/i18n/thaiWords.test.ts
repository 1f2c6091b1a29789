import { describe, expect, it } from "vitest";
import { keepThaiWords, keepThaiWordsIn, THAI_LOANWORDS } from "./thaiWords";

const ZWSP = "\u200b";
const words = new Intl.Segmenter("th", { granularity: "word" });
/** The words ICU finds, with the dictionary the browser breaks Thai lines by. */
const segments = (text: string) => [...words.segment(text)].map((s) => s.segment).filter((s) => s !== ZWSP);

describe("keepThaiWords", () => {
  it.each(THAI_LOANWORDS)("cuts %s, and the word before it, only between syllables", (syllables) => {
    const word = syllables.replace(/\|/g, "");
    for (const [before, after] of [
      ["การ", "แล้ว"],
      ["หลัง", ""],
      ["", "ของคุณ"],
      ["เพื่อ", "ใน"],
    ] as const) {
      const text = keepThaiWords(`${before}${word}${after}`);
      expect(text.replace(/\u200b/g, "")).toBe(`${before}${word}${after}`);
      const found = segments(text);
      if (before) expect(found[0], text).toBe(before);
      expect(found.slice(before ? 1 : 0).join("|"), text).toMatch(new RegExp(`^${syllables}(\\||$)`));
    }
  });

  it("adds nothing next to a space, a number or Latin letters", () => {
    expect(keepThaiWords("สเตก NFT")).toBe("สเตก NFT");
    expect(keepThaiWords("1 มินต์")).toBe("1 มินต์");
  });

  it("passes every text of a bundle and leaves the rest", () => {
    expect(keepThaiWordsIn({ a: { b: "การสเตก" }, c: "ไม่มี" })).toEqual({
      a: { b: "การ\u200bสเตก" },
      c: "ไม่มี",
    });
  });
});
