/**
 * Thai is written without spaces between words; browsers find where a line may break with ICU's Thai dictionary.
 * The dictionary does not know these loanwords and cuts them, or the word before them, in the middle of a syllable
 * ("หลังส|เตก", "กา|รมินต์", "เช็|กอิน"). A zero-width space (U+200B) on each side that touches Thai, and between
 * the word's syllables, offers the breaks the dictionary misses, so it takes none inside a syllable. Nothing shows,
 * and page search, screen readers and copied text ignore it. The locale file keeps the plain words; this runs once
 * when the Thai texts are loaded.
 */
export const THAI_LOANWORDS = ["สเตก", "เช็ก|อิน", "มินต์", "เด|โม", "โท|เคน", "คลิป|บอร์ด", "คอล|เลก|ชัน"] as const;

const ZWSP = "\u200b";
const THAI = /[\u0E00-\u0E7F]/;
const spaced = new Map<string, string>(
  THAI_LOANWORDS.map((w) => [w.replace(/\|/g, ""), w.replace(/\|/g, ZWSP)]),
);
const LOANWORD = new RegExp([...spaced.keys()].sort((a, b) => b.length - a.length).join("|"), "g");

export function keepThaiWords(text: string): string {
  return text.replace(LOANWORD, (word: string, at: number) => {
    const before = at > 0 && THAI.test(text[at - 1]!) ? ZWSP : "";
    const after = THAI.test(text[at + word.length] ?? "") ? ZWSP : "";
    return `${before}${spaced.get(word)}${after}`;
  });
}

type Tree = { [key: string]: unknown };

/** A copy of a locale bundle with every text passed through keepThaiWords. */
export function keepThaiWordsIn<T>(tree: T): T {
  if (typeof tree === "string") return keepThaiWords(tree) as T;
  if (tree && typeof tree === "object")
    return Object.fromEntries(Object.entries(tree as Tree).map(([k, v]) => [k, keepThaiWordsIn(v)])) as T;
  return tree;
}
