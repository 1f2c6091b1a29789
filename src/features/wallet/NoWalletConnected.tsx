import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { Empty } from "../../components/Empty";
import { Icon } from "../../components/Icon";
import { connect } from "../../state/connect";
import { session } from "../../state/session";
import { connectWallet } from "../../wallet/signIn";
import "./NoWalletConnected.css";

/**
 * No session behind the panel's lists: it ended while the panel was open (a wallet switching accounts, a session the
 * server ended). The lists say "No wallet connected", the spec's text for it (docs/product.md#errors), and offer the
 * header's connect flow instead of loading forever.
 */
export function useNoWallet(): boolean {
  const { token, user } = useSnapshot(session);
  return !token && !user;
}

export function NoWalletConnected() {
  const { t } = useTranslation();
  const { phase } = useSnapshot(connect);
  const busy = phase !== "idle";
  return (
    <div className="no-wallet-connected">
      <Empty text={t("list.noConnectWallet")} icon="wallet" />
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void connectWallet()}
      >
        <Icon name="wallet" />
        {t("header.connectWallet")}
      </button>
    </div>
  );
}
