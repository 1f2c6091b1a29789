import { DEFAULT_LANGUAGE } from "../src/i18n/languages";

type Tree = { [key: string]: string | Tree };

// The emulated server answers in the caller's language, like the real API does with Accept-Language.
const bundles = import.meta.glob<Tree>("../locales/*.json", { eager: true, import: "default" });

function bundleFor(acceptLanguage: string | null): Tree[] {
  const wanted = (acceptLanguage ?? "").split(",")[0]?.split(";")[0]?.trim() ?? "";
  const codes = Object.keys(bundles).map((path) => path.replace(/^.*\/(.+)\.json$/, "$1"));
  const exact = codes.find((c) => c.toLowerCase() === wanted.toLowerCase());
  const byPrefix = codes.find((c) => c.split("-")[0] === wanted.split("-")[0]);
  const chosen = exact ?? byPrefix ?? DEFAULT_LANGUAGE;
  const list = [bundles[`../locales/${chosen}.json`], bundles[`../locales/${DEFAULT_LANGUAGE}.json`]];
  return list.filter((b): b is Tree => b !== undefined);
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** The server message `server.<key>` in the language the request asked for, English when it has none. */
export function serverText(
  acceptLanguage: string | null,
  key: string,
  vars: Record<string, string> = {},
): string {
  for (const bundle of bundleFor(acceptLanguage)) {
    const text = lookup(bundle, `server.${key}`);
    if (text) return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? "");
  }
  return key;
}
