import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../locales/en.json";

/**
 * English texts for tests that assert what the user is told, once a worker; components read them through
 * react-i18next's hooks.
 */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
}
