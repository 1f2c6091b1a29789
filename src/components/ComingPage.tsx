import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PageHeader } from "./PageHeader";

/** A route whose page arrives in a later release: its title and a plain statement that it is being built. */
export function ComingPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <PageHeader titleKey={titleKey} />
      <div className="card empty">
        <p>{t("app.inProgress")}</p>
        <Link to="/home" className="button secondary">
          {t("app.backHome")}
        </Link>
      </div>
    </section>
  );
}
