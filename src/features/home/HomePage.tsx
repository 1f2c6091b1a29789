import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { session } from "../../state/session";

export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  return (
    <section className="page">
      <div className="hero card">
        <h1 className="page-title">{t("home.welcome")}</h1>
        <p className="muted">{t("home.intro")}</p>
        {user && <p className="signed-in">{t("home.signedInAs", { address: user.hide_address })}</p>}
      </div>
    </section>
  );
}
