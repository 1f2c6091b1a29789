import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { Callout } from "../../components/Callout";
import { session } from "../../state/session";
import { dismissStakeNotice, stakeNotice } from "./stakeNotice";

/**
 * After a stake: what was staked and that its pending release takes effect after 24 hours
 * (docs/product.md#record-statuses).
 */
export function StakeDoneNotice({ number, coin }: { number: string; coin: string }) {
  const { t, i18n } = useTranslation();
  const { ids, owner } = useSnapshot(stakeNotice);
  const { user } = useSnapshot(session);
  if (ids.length === 0 || owner !== (user?.id ?? 0)) return null;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(ids.map((id) => `#${id}`));
  return (
    <Callout
      icon="check"
      tone="success"
      live
      title={t("toast.stakeSuccess")}
      text={t("stakePage.doneText", { list, number, coin })}
    >
      <button type="button" className="button small secondary" onClick={dismissStakeNotice}>
        {t("stakePage.doneOk")}
      </button>
    </Callout>
  );
}
