import i18next from "i18next";
import en from "../../locales/en.json";

/** English texts for tests that assert what the user is told. */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.init({
    lng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
}
