// The components project (vitest.config.mts): React components rendered into happy-dom with Testing Library, in
// English, each test starting from an empty document.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach } from "vitest";
import en from "../../locales/en.json";

await i18next.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
