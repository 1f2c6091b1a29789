import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const read = (code: string) =>
  flatten(JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), "utf8")) as Tree);
const english = read("en");

/** i18next's plural forms: `key_one`, `key_few`, … stand for `key` in the forms the language has (CLDR). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, "");
/** The keys with each plural family as one key: what every language must have alike. */
const families = (locale: Map<string, string>) => new Set([...locale.keys()].map(base));
/** Each plural family's forms in `locale`. */
function pluralForms(locale: Map<string, string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of locale.keys()) {
    const form = PLURAL.exec(key)?.[1];
    if (form) forms.set(base(key), [...(forms.get(base(key)) ?? []), form].sort());
  }
  return forms;
}
const formsOf = (code: string): string[] =>
  [...new Intl.PluralRules(code).resolvedOptions().pluralCategories].sort();
/** The English text a key of another language translates: a plural form translates English's "other". */
const englishFor = (key: string) => english.get(key) ?? english.get(`${base(key)}_other`);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Names, and patterns of symbols only, that every language keeps as they are. */
const SAME_EVERYWHERE = new Set([
  "app.name",
  "menu.gamefi",
  "exchange.rateValue",
  "admin.tabCount",
  "admin.tokenId",
  "income.chart.bestValue",
]);
/** Brand names (chat apps) are written as their makers write them, in most languages the same. */
// Wallet apps, and the network's proper name (kept in English in most languages, as wallets show it).
const BRANDS = /^(noWallet\.apps\.|network\.)/;

describe.each(LANGUAGES.filter((l) => l.code !== "en"))("locale $code", ({ code }) => {
  const locale = read(code);

  it("has every key of English and no other", () => {
    const mine = families(locale);
    const theirs = families(english);
    expect([...theirs].filter((k) => !mine.has(k))).toEqual([]);
    expect([...mine].filter((k) => !theirs.has(k))).toEqual([]);
    // Every English key is in every file (a translator's check); a language without a "one" form keeps English's
    // `_one` key too, which i18next never picks for it.
    expect([...english.keys()].filter((k) => !locale.has(k))).toEqual([]);
  });

  it("writes each counted text in the plural forms the language has, and no others but English's", () => {
    const allowed = new Set([...formsOf(code), ...formsOf("en")]);
    for (const [key, forms] of pluralForms(locale)) {
      expect(
        forms.filter((f) => !allowed.has(f)),
        `${code} ${key}`,
      ).toEqual([]);
      expect(
        formsOf(code).filter((f) => !forms.includes(f)),
        `${code} ${key}`,
      ).toEqual([]);
    }
  });

  it("keeps every placeholder", () => {
    for (const [key, text] of locale) {
      expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(englishFor(key) ?? ""));
    }
  });

  it("is translated, not an English copy", () => {
    // A plural form the language does not have is a filler (see above), never shown.
    const shown = (key: string) => !PLURAL.test(key) || formsOf(code).includes(PLURAL.exec(key)![1]!);
    const copies = [...english].filter(
      ([key, text]) =>
        shown(key) && !SAME_EVERYWHERE.has(key) && !BRANDS.test(key) && locale.get(key) === text,
    );
    expect(copies.length, copies.map(([k]) => k).join(", ")).toBeLessThanOrEqual(3);
  });

  it("names 'token' in no server message but the logout one (the client logs out on it)", () => {
    const offenders = [...locale].filter(
      ([key, text]) => key.startsWith("server.") && key !== "server.tokenInvalid" && /token/i.test(text),
    );
    expect(offenders).toEqual([]);
  });
});

describe("English", () => {
  it("writes each counted text in English's plural forms", () => {
    for (const [key, forms] of pluralForms(english)) expect(forms, key).toEqual(formsOf("en"));
  });

  // i18next picks a plural form by the option `count` and by nothing else: a family called without it shows its key.
  it("has every counted text called with a count", () => {
    const srcDir = new URL("../", import.meta.url);
    const code = readdirSync(srcDir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(new URL(file, srcDir), "utf8"))
      .join("\n");
    const calls = [...pluralForms(english).keys()].flatMap((family) => [
      ...code.matchAll(new RegExp(`\\bt\\(\\s*"${family.replace(/\./g, "\\.")}",?\\s*(\\{[^}]*\\})?`, "g")),
    ]);
    expect(calls.length).toBeGreaterThan(5);
    for (const [call, options] of calls) expect(options ?? "", call).toMatch(/(?<![.\w])count\s*[:,}]/);
  });
});

describe("one word for one thing", () => {
  // A node is "нода" in Russian and "düğüm" in Turkish everywhere: a second word ("узел", "node") reads as a second
  // product.
  it.each([
    ["ru", /узл|узел/i],
    ["tr", /\bnode/i],
  ] as const)("%s names a node one way", (code, other) => {
    const mixed = [...read(code)].filter(([, text]) => other.test(text)).map(([key]) => key);
    expect(mixed).toEqual([]);
  });

  // Thai writes a term one way: check-in as the Royal Institute spells it (เช็กอิน, not เช็คอิน), a wallet as
  // กระเป๋าเงิน (not วอลเล็ต, nor a bare กระเป๋า), a node as โหนด (not โนด).
  it.each([
    ["check-in", /เช็คอิน/],
    ["wallet", /วอลเล็ต|กระเป๋า(?!เงิน)/],
    ["node", /โนด/],
  ] as const)("th spells %s one way", (_, other) => {
    const mixed = [...read("th")].filter(([, text]) => other.test(text)).map(([key]) => key);
    expect(mixed).toEqual([]);
  });

  it("English reads as product English, not a translation", () => {
    const stilted = [/umbrella/i, /big area/i, /small area/i, /\b\w+ success\b/i, /is not install\b/i];
    // The product's spec quotes these texts (docs/product.md#errors): they stay as written there.
    const quoted = new Set(["wallet.notInstalled", "toast.stakeSuccess", "toast.mintSuccess"]);
    const found = [...english].filter(([key, text]) => !quoted.has(key) && stilted.some((p) => p.test(text)));
    expect(found.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

describe("punctuation", () => {
  /** A Chinese or Japanese character, or their own full-width punctuation. */
  const CJK = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]`;
  /**
   * The text with each placeholder and nested text ($t(network.name)) as a neutral letter: what it stands for is not
   * the text's punctuation.
   */
  const bare = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}|\$t\([\w.]+\)/g, "x");

  // Chinese sentences take full-width ，。：；！？（） and “” (「」 in Taiwan); half-width marks stay between Latin
  // words and numbers ("1 NFT : 10 HOLD", "BEP-20", "0x…").
  it.each(["zh-CN", "zh-TW"])("%s writes full-width punctuation next to Chinese", (code) => {
    const halfWidth = new RegExp(String.raw`${CJK}[ \t]*[,.:;!?()]|[,:;!?()][ \t]*${CJK}|"`, "u");
    const found = [...read(code)].filter(([, text]) => halfWidth.test(bare(text)));
    expect(found.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  // Japanese ends a clause with 、 and a sentence with 。, never with a half-width comma or period.
  it("ja writes no half-width comma or period after Japanese", () => {
    const halfWidth = new RegExp(String.raw`${CJK}[,.]`, "u");
    const found = [...read("ja")].filter(([, text]) => halfWidth.test(bare(text)));
    expect(found.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

// A control named beyond its text (which NFT it acts on) keeps its visible words in its name, so a user of voice
// control can say what they see (WCAG 2.5.3, axe's label-content-name-mismatch): `name` holds `shown`.
const NAMED_BEYOND_TEXT = [["panel.recordStake", "panel.recordStakeOf"]] as const;

describe.each(LANGUAGES)("labels in names, $code", ({ code }) => {
  const locale = read(code);
  it.each(NAMED_BEYOND_TEXT)("%s is inside %s", (shown, name) => {
    expect(locale.get(name)!.toLowerCase()).toContain(locale.get(shown)!.toLowerCase());
  });
});
