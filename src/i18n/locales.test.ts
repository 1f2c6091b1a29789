import { readFileSync } from "node:fs";
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
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Names, and patterns of symbols only, that every language keeps as they are. */
const SAME_EVERYWHERE = new Set([
  "app.name",
  "menu.gamefi",
  "exchange.rateValue",
  "admin.tabCount",
  "admin.tokenId",
]);

/**
 * Counted texts are i18next plural keys (`key_one`, `key_other`, …): English has `_one` and `_other`, each language
 * exactly the categories its plural rules have (Russian `_one`, `_few`, `_many`, `_other`; Chinese `_other` only).
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBases = new Set(
  [...english.keys()].filter((k) => k.endsWith("_other")).map((k) => k.slice(0, -6)),
);
const baseOf = (key: string) => {
  const base = key.replace(PLURAL, "");
  return base !== key && pluralBases.has(base) ? base : null;
};
/** The keys of a locale with every plural key folded into its base. */
const folded = (locale: Map<string, string>) => new Set([...locale.keys()].map((k) => baseOf(k) ?? k));

describe("plural keys", () => {
  it.each(LANGUAGES)("$code has exactly the plural categories of its language", ({ code }) => {
    const locale = read(code);
    const categories = [...new Intl.PluralRules(code).resolvedOptions().pluralCategories].sort();
    for (const base of pluralBases) {
      const has = [...locale.keys()].filter((k) => baseOf(k) === base).map((k) => PLURAL.exec(k)![1]);
      expect(has.sort(), `${code} ${base}`).toEqual(categories);
    }
  });
});
/** Brand names (chat apps) are written as their makers write them, in most languages the same. */
const BRANDS = /^noWallet\.apps\./;

describe.each(LANGUAGES.filter((l) => l.code !== "en"))("locale $code", ({ code }) => {
  const locale = read(code);

  it("has every key of English and no other", () => {
    const [mine, theirs] = [folded(locale), folded(english)];
    expect([...theirs].filter((k) => !mine.has(k))).toEqual([]);
    expect([...mine].filter((k) => !theirs.has(k))).toEqual([]);
  });

  it("keeps every placeholder", () => {
    for (const [key, text] of english) {
      if (baseOf(key)) continue;
      expect(placeholders(locale.get(key) ?? ""), `${code} ${key}`).toEqual(placeholders(text));
    }
    for (const [key, text] of locale) {
      const base = baseOf(key);
      if (base)
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english.get(`${base}_other`)!));
    }
  });

  it("is translated, not an English copy", () => {
    const copies = [...english].filter(
      ([key, text]) => !SAME_EVERYWHERE.has(key) && !BRANDS.test(key) && locale.get(key) === text,
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

  it("English reads as product English, not a translation", () => {
    const stilted = [/umbrella/i, /big area/i, /small area/i, /\b\w+ success\b/i, /is not install\b/i];
    // The product's spec quotes these texts (docs/product.md#errors): they stay as written there.
    const quoted = new Set(["wallet.notInstalled", "toast.stakeSuccess", "toast.mintSuccess"]);
    const found = [...english].filter(([key, text]) => !quoted.has(key) && stilted.some((p) => p.test(text)));
    expect(found.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
