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
const SAME_EVERYWHERE = new Set(["app.name", "menu.gamefi", "exchange.rateValue"]);
/** Brand names (chat apps) are written as their makers write them, in most languages the same. */
const BRANDS = /^noWallet\.apps\./;

describe.each(LANGUAGES.filter((l) => l.code !== "en"))("locale $code", ({ code }) => {
  const locale = read(code);

  it("has every key of English and no other", () => {
    expect([...english.keys()].filter((k) => !locale.has(k))).toEqual([]);
    expect([...locale.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it("keeps every placeholder", () => {
    for (const [key, text] of english) {
      expect(placeholders(locale.get(key) ?? ""), `${code} ${key}`).toEqual(placeholders(text));
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
