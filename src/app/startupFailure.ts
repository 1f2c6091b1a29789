/** What kept the app from starting; each has an English explanation shown under the translated title. */
export type StartupFailure = "storage" | "database" | "worker" | "language" | "unknown";

/**
 * Built in, not loaded through i18next: the failure may be i18next's. Title and reload button in the 14 languages
 * of src/i18n/languages.ts, picked from the stored or the browser's language.
 */
const TEXTS: Record<string, [title: string, reload: string]> = {
  en: ["The app could not start", "Reload"],
  "zh-CN": ["应用无法启动", "重新加载"],
  "zh-TW": ["應用程式無法啟動", "重新載入"],
  ja: ["アプリを起動できませんでした", "再読み込み"],
  ko: ["앱을 시작할 수 없습니다", "새로고침"],
  es: ["No se pudo iniciar la aplicación", "Recargar"],
  "pt-BR": ["Não foi possível iniciar o app", "Recarregar"],
  "pt-PT": ["Não foi possível iniciar a aplicação", "Recarregar"],
  ru: ["Не удалось запустить приложение", "Перезагрузить"],
  tr: ["Uygulama başlatılamadı", "Yeniden yükle"],
  vi: ["Không thể khởi động ứng dụng", "Tải lại"],
  th: ["ไม่สามารถเริ่มแอปได้", "โหลดใหม่"],
  id: ["Aplikasi tidak dapat dimulai", "Muat ulang"],
  ms: ["Aplikasi tidak dapat dimulakan", "Muat semula"],
};

const REASONS: Record<StartupFailure, string> = {
  storage:
    "This browser does not let the app keep data on this device (local storage is off, e.g. in some private modes). Allow site data or leave private browsing, then reload.",
  database:
    "This browser does not let the demo keep its database on this device (IndexedDB is off, e.g. in some private modes). Allow site data or leave private browsing, then reload.",
  worker:
    "The demo's built-in server (a service worker) could not start. Open the app over https or on localhost, allow site data, then reload.",
  language: "The app's texts could not be loaded. Check the connection, then reload.",
  unknown: "An unexpected error stopped the app while it was starting. Reload to try again.",
};

function language(): string {
  const candidates: string[] = [];
  try {
    const stored = globalThis.localStorage?.getItem("APP_LANG");
    if (stored) candidates.push(stored);
  } catch {
    // Storage may be the very thing that failed.
  }
  if (typeof navigator !== "undefined") candidates.push(...(navigator.languages ?? []), navigator.language);
  for (const tag of candidates) {
    if (!tag) continue;
    if (TEXTS[tag]) return tag;
    if (/^zh-(TW|HK|MO|Hant)/i.test(tag)) return "zh-TW";
    if (/^zh/i.test(tag)) return "zh-CN";
    if (/^pt-PT/i.test(tag)) return "pt-PT";
    if (/^pt/i.test(tag)) return "pt-BR";
    const base = tag.split("-")[0]!.toLowerCase();
    if (TEXTS[base]) return base;
  }
  return "en";
}

/** The title, reload label and explanation the page shows; separate from the DOM so it can be tested. */
export function startupFailureText(reason: StartupFailure): {
  lang: string;
  title: string;
  reload: string;
  reason: string;
} {
  const lang = language();
  const [title, reload] = TEXTS[lang] ?? TEXTS.en!;
  return { lang, title, reload, reason: REASONS[reason] };
}

/**
 * Replaces whatever the page holds with a readable explanation and a reload button. Built with DOM calls and
 * textContent only (no HTML strings: the production CSP enforces Trusted Types).
 */
export function showStartupFailure(reason: StartupFailure, error: unknown): void {
  console.error(`start-up failed (${reason})`, error);
  const text = startupFailureText(reason);
  const root = document.getElementById("root") ?? document.body;
  const main = document.createElement("main");
  main.className = "app-main page";
  main.setAttribute("role", "alert");
  main.lang = text.lang;
  const title = document.createElement("h1");
  title.className = "page-title";
  title.textContent = text.title;
  const explanation = document.createElement("p");
  explanation.lang = "en";
  explanation.textContent = text.reason;
  const detail = document.createElement("p");
  detail.lang = "en";
  detail.className = "muted small";
  detail.textContent = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const button = document.createElement("button");
  button.type = "button";
  button.className = "button";
  button.textContent = text.reload;
  button.addEventListener("click", () => location.reload());
  main.append(title, explanation, detail, button);
  root.replaceChildren(main);
}
