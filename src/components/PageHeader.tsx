import { Link, useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";
import "./PageHeader.css";

/** The records of a money page, linked from its header. */
type RecordsPath = "/exchangeLogs" | "/withdrawLogs" | "/rechargeLogs";

/**
 * The title of every page below home, with a back control: many wallet in-app browsers show no back button of their
 * own. It goes to the previous page of this visit, or home when the page was opened directly (a link, a reload).
 * A money page names its records (`records`): a link to them at the header's end.
 */
export function PageHeader({ titleKey, records }: { titleKey: string; records?: RecordsPath }) {
  const { t } = useTranslation();
  const router = useRouter();
  const back = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: "/home" });
  };
  const header = (
    <div className="page-header">
      <button type="button" className="page-back" onClick={back} aria-label={t("app.back")}>
        <Icon name="back" />
      </button>
      <h1 className="page-title">{t(titleKey)}</h1>
    </div>
  );
  if (!records) return header;
  return (
    <div className="page-head">
      {header}
      <Link to={records} className="head-link">
        {t(`routes.${records.slice(1)}`)}
        <Icon name="chevron" />
      </Link>
    </div>
  );
}
