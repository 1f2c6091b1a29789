import { Link, useRouterState } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "../components/Icon";

/**
 * An address that leads to no page (a mistyped or outdated link): under the working header, it says so, shows the
 * address that was asked for, and offers the way home.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const path = useRouterState({ select: (s) => s.location.pathname });
  return (
    <section className="page" aria-labelledby="not-found-title">
      <div className="card empty">
        <h1 id="not-found-title" className="page-title">
          {t("notFoundPage.title")}
        </h1>
        <p>{t("notFoundPage.body")}</p>
        <p className="muted small mono">{path}</p>
        <Link to="/home" className="button">
          <Icon name="home" />
          {t("app.backHome")}
        </Link>
      </div>
    </section>
  );
}
