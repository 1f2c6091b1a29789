import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { Sheet } from "../../components/Sheet";
import { copyText } from "../../lib/clipboard";
import { maskAddress } from "../../lib/format";
import { session } from "../../state/session";
import { closeSheet, toast } from "../../state/ui";
import { disconnectWallet } from "../../wallet/signIn";

export default function WalletPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, address } = useSnapshot(session);

  const copy = async () => {
    if (await copyText(user?.address ?? address)) toast(t("toast.copySuccess"));
  };

  // SPEC.md §4: the user's disconnect logs out, goes home and reloads.
  const disconnect = async () => {
    closeSheet();
    await disconnectWallet();
    await navigate({ to: "/home" });
    window.location.reload();
  };

  return (
    <Sheet title={t("panel.title")} height={90} onClose={closeSheet} closeLabel={t("panel.close")}>
      <div className="card wallet-card">
        {user && <p className="muted">{t("panel.id", { code: user.invite_code })}</p>}
        <div className="row">
          <span className="mono">{user?.hide_address ?? maskAddress(address)}</span>
          <button type="button" className="button small secondary" onClick={copy}>
            {t("panel.copyAddress")}
          </button>
        </div>
      </div>
      <button type="button" className="button danger block" onClick={disconnect}>
        {t("panel.disconnect")}
      </button>
    </Sheet>
  );
}
