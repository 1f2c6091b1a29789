import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../locales/en.json";
import { CHAIN_ID } from "../config";
import { storage } from "../lib/storage";
import { DEFAULT_LANGUAGE, isLanguage, type LanguageCode } from "./languages";
import { keepThaiWordsIn } from "./thaiWords";

type Bundle = Record<string, unknown>;

// English, the fallback every screen needs, is in the main chunk: one round trip less before the first paint.
// Every other language is its own chunk, loaded only when it is the one shown.
const loaders = import.meta.glob<Bundle>(["../../locales/*.json", "!../../locales/en.json"], {
  import: "default",
});

async function loadBundle(code: LanguageCode): Promise<Bundle> {
  if (code === DEFAULT_LANGUAGE) return forNetwork(en);
  const load = loaders[`../../locales/${code}.json`];
  if (!load) throw new Error(`no locale file for ${code}`);
  // Thai lines break by a dictionary that cuts some loanwords: they are kept whole (./thaiWords.ts).
  return forNetwork(code === "th" ? keepThaiWordsIn(await load()) : await load());
}

/**
 * Texts name the network as `$t(network.name)`: BNB Smart Chain in each language, or its testnet's name in a staging
 * build (VITE_CHAIN_ID=97), so a tester is never told to switch to mainnet.
 */
export function forNetwork(bundle: Bundle, chainId: number = CHAIN_ID): Bundle {
  if (chainId === 56) return bundle;
  const names = bundle.network as { name: string; testnet: string };
  return { ...bundle, network: { ...names, name: names.testnet } };
}

export function storedLanguage(): LanguageCode {
  const saved = storage.get("APP_LANG");
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLanguage();
  const [current, fallback] = await Promise.all([loadBundle(lng), loadBundle(DEFAULT_LANGUAGE)]);
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [lng]: { translation: current }, [DEFAULT_LANGUAGE]: { translation: fallback } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  setDocumentLanguage(lng);
  return i18next;
}

/** Switches the language, remembers it under APP_LANG; the API's Accept-Language follows the stored value. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  if (!i18next.hasResourceBundle(code, "translation")) {
    i18next.addResourceBundle(code, "translation", await loadBundle(code));
  }
  storage.set("APP_LANG", code);
  await i18next.changeLanguage(code);
  setDocumentLanguage(code);
}

function setDocumentLanguage(code: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = code;
}
