import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages";
import { startupFailureText } from "./startupFailure";

const setNavigator = (languages: string[]) =>
  Object.defineProperty(globalThis, "navigator", {
    value: { languages, language: languages[0] ?? "" },
    configurable: true,
  });

describe("start-up failure text (built in: i18next may be what failed)", () => {
  afterEach(() => localStorage.clear());

  it("has a translated title and reload label for every language the app offers", () => {
    const titles = new Set<string>();
    for (const { code } of LANGUAGES) {
      localStorage.setItem("APP_LANG", code);
      const text = startupFailureText("unknown");
      expect(text.lang, code).toBe(code);
      expect(text.title.length).toBeGreaterThan(0);
      expect(text.reload.length).toBeGreaterThan(0);
      titles.add(text.title);
    }
    expect(titles.size).toBe(LANGUAGES.length);
  });

  it("follows the browser's languages when none is stored, English last", () => {
    setNavigator(["zh-HK", "en"]);
    expect(startupFailureText("storage").lang).toBe("zh-TW");
    setNavigator(["pt", "en"]);
    expect(startupFailureText("storage").lang).toBe("pt-BR");
    setNavigator(["de-DE", "ja-JP"]);
    expect(startupFailureText("storage").lang).toBe("ja");
    setNavigator(["de-DE"]);
    expect(startupFailureText("storage").lang).toBe("en");
  });

  it("explains each reason", () => {
    expect(startupFailureText("storage").reason).toMatch(/local storage/);
    expect(startupFailureText("database").reason).toMatch(/IndexedDB/);
    expect(startupFailureText("worker").reason).toMatch(/service worker/);
    expect(startupFailureText("language").reason).toMatch(/texts/);
  });
});
