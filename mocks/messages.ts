import { DEFAULT_LANGUAGE } from "../src/i18n/languages";

type Tree = { [key: string]: string | Tree };

// The emulated server answers in the caller's language, like the real API does with Accept-Language. Only the
// `server` part of a locale file is read, and only for a language somebody asked for: the service worker does not
// carry the app's whole text in memory. English is always there, as the fallback.
const english = import.meta.glob<Tree>("../locales/en.json", { eager: true, import: "server" });
const loaders = import.meta.glob<Tree>(["../locales/*.json", "!../locales/en.json"], { import: "server" });

const codeOf = (path: string) => path.replace(/^.*\/(.+)\.json$/, "$1");
const CODES = [...Object.keys(english), ...Object.keys(loaders)].map(codeOf);
const loaded = new Map<string, Tree>(Object.entries(english).map(([path, tree]) => [codeOf(path), tree]));

function languageOf(acceptLanguage: string | null): string {
  const wanted = (acceptLanguage ?? "").split(",")[0]?.split(";")[0]?.trim() ?? "";
  const exact = CODES.find((c) => c.toLowerCase() === wanted.toLowerCase());
  const byPrefix = CODES.find((c) => c.split("-")[0] === wanted.split("-")[0]);
  return exact ?? byPrefix ?? DEFAULT_LANGUAGE;
}

/** Makes the messages of the request's language available to `serverText` (once per language). */
export async function loadServerMessages(acceptLanguage: string | null): Promise<void> {
  const code = languageOf(acceptLanguage);
  if (loaded.has(code)) return;
  const load = loaders[`../locales/${code}.json`];
  if (load) loaded.set(code, await load());
}

/** Node tests and the HTTP server: every language at once. */
export async function loadAllServerMessages(): Promise<void> {
  await Promise.all(CODES.map((code) => loadServerMessages(code)));
}

function lookup(tree: Tree | undefined, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * The server message `server.<key>` in the language the request asked for (once loaded), English when it has
 * none.
 */
export function serverText(
  acceptLanguage: string | null,
  key: string,
  vars: Record<string, string> = {},
): string {
  for (const code of [languageOf(acceptLanguage), DEFAULT_LANGUAGE]) {
    const text = lookup(loaded.get(code), key);
    if (text) return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? "");
  }
  return key;
}
