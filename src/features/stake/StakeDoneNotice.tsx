import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { Icon } from "../../components/Icon";
import { dismissStakeNotice, stakeNotice } from "./stakeNotice";

/** After a stake: what was staked and that its pending release takes effect after 24 hours (SPEC.md §4). */
export function StakeDoneNotice({ number, coin }: { number: string; coin: string }) {
  const { t, i18n } = useTranslation();
  const { ids } = useSnapshot(stakeNotice);
  // Shown once: leaving the stake page forgets it.
  useEffect(() => dismissStakeNotice, []);
  if (ids.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(ids.map((id) => `#${id}`));
  return (
    <section className="callout success" role="status" aria-labelledby="stake-done-title">
      <span className="callout-icon">
        <Icon name="check" size="0.5rem" />
      </span>
      <div className="callout-text">
        <h2 id="stake-done-title">{t("toast.stakeSuccess")}</h2>
        <p>{t("stakePage.doneText", { list, number, coin })}</p>
      </div>
      <button type="button" className="button small secondary" onClick={dismissStakeNotice}>
        {t("stakePage.doneOk")}
      </button>
    </section>
  );
}
