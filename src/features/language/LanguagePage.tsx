import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { changeLanguage } from "../../i18n/i18n";
import { LANGUAGES } from "../../i18n/languages";

export default function LanguagePage() {
  const { t, i18n } = useTranslation();
  return (
    <section className="page">
      <PageHeader titleKey="language.title" />
      <ul className="list card" role="list">
        {LANGUAGES.map((lang) => {
          const current = i18n.language === lang.code;
          return (
            <li key={lang.code}>
              <button
                type="button"
                className="list-row"
                lang={lang.code}
                aria-current={current ? "true" : undefined}
                onClick={() => void changeLanguage(lang.code)}
              >
                <span>{lang.name}</span>
                {current && (
                  <span className="check" aria-label={t("language.current")}>
                    ✓
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
