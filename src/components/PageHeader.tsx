import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";
import "./PageHeader.css";

/**
 * The title of every page below home, with a back control: many wallet in-app browsers show no back button of their
 * own. It goes to the previous page of this visit, or home when the page was opened directly (a link, a reload).
 */
export function PageHeader({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const back = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: "/home" });
  };
  return (
    <div className="page-header">
      <button type="button" className="page-back" onClick={back} aria-label={t("app.back")}>
        <Icon name="back" />
      </button>
      <h1 className="page-title">{t(titleKey)}</h1>
    </div>
  );
}
