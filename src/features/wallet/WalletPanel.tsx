import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { revokeSession } from "../../api/auth";
import { ExplorerLink } from "../../components/ExplorerLink";
import { Icon, type IconName } from "../../components/Icon";
import { Sheet } from "../../components/Sheet";
import { Tabs } from "../../components/Tabs";
import { copyText } from "../../lib/clipboard";
import { maskAddress } from "../../lib/format";
import { session } from "../../state/session";
import { closeSheet, toast } from "../../state/ui";
import { disconnectWallet } from "../../wallet/signIn";
import { formatUnits } from "../../lib/money/format";
import { NftTab } from "./NftTab";
import { NodeBadge } from "../../components/NodeBadge";
import { totalAssets } from "../../api/totalAssets";
import { useCoins } from "../../api/useCoins";
import { TokenList } from "./TokenList";
import { useNoWallet } from "./NoWalletConnected";
import "../../components/AssetsTotal.css";
import "../../components/Callout.css";
import "./WalletPanel.css";

type Shortcut = "/recharge" | "/exchange" | "/withdraw";

const SHORTCUTS: { to: Shortcut; icon: IconName; label: string }[] = [
  { to: "/recharge", icon: "deposit", label: "routes.recharge" },
  { to: "/exchange", icon: "exchange", label: "routes.exchange" },
  { to: "/withdraw", icon: "withdraw", label: "routes.withdraw" },
];

/** docs/product.md#wallet-panel (90% sheet): who, how much, shortcuts, tokens and NFTs, disconnect. */
export default function WalletPanel() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user, address } = useSnapshot(session);
  const [tab, setTab] = useState<"token" | "nft">("token");
  const close = () => closeSheet("wallet");
  // The session ended while the panel was open: no address to copy, nothing to disconnect (the lists offer to connect).
  const noWallet = useNoWallet();

  // docs/product.md#wallet-panel: opening my wallet loads the user's coins (again, if they were shown before).
  const coins = useCoins().data;
  const { usd, usdt } = totalAssets(coins ?? []);
  const known = coins !== undefined;
  const shown = user?.hide_address ?? maskAddress(address);

  const copy = async () => {
    if (await copyText(user?.address ?? address)) toast(t("toast.copySuccess"));
  };

  // docs/product.md#log-out: the user's disconnect logs out, goes home and reloads. The server ends the session too,
  // best effort: the call takes the token before the local logout drops it, and never holds the reload for long.
  const disconnect = async () => {
    closeSheet();
    const revoked = revokeSession();
    await disconnectWallet();
    await revoked;
    await navigate({ to: "/home" });
    window.location.reload();
  };

  const go = (to: Shortcut) => {
    closeSheet();
    void navigate({ to });
  };

  return (
    <Sheet title={t("panel.title")} height={90} onClose={close} closeLabel={t("panel.close")}>
      <div className="wallet-hero">
        <div className="wallet-who">
          <span className="avatar" aria-hidden="true">
            <Icon name="wallet" size="0.56rem" />
          </span>
          <div className="wallet-id">
            <div className="address-line">
              <span className="mono address-text">{shown}</span>
              {!noWallet && (
                <>
                  <button
                    type="button"
                    className="icon-button small"
                    aria-label={t("panel.copyAddress")}
                    onClick={copy}
                  >
                    <Icon name="copy" size="18px" />
                  </button>
                  <ExplorerLink kind="address" value={user?.address ?? address} />
                </>
              )}
            </div>
            <div className="id-line">
              {user && <span className="muted">{t("panel.id", { code: user.invite_code })}</span>}
              {user && <NodeBadge type={user.node_type} />}
            </div>
          </div>
        </div>
        <dl className="total">
          <dt>{t("panel.totalAssets")}</dt>
          <dd className="assets-total">{known ? `$${formatUnits(usd, 2, i18n.language)}` : "--"}</dd>
          <dd className="assets-sub">
            {t("panel.inUsdt", { amount: known ? formatUnits(usdt, 4, i18n.language) : "--" })}
          </dd>
        </dl>
      </div>

      <nav className="shortcuts" aria-label={t("panel.shortcuts")}>
        {SHORTCUTS.map((s) => (
          <button key={s.to} type="button" className="shortcut" onClick={() => go(s.to)}>
            <span className="callout-icon shortcut-icon">
              <Icon name={s.icon} size="0.5rem" />
            </span>
            {t(s.label)}
          </button>
        ))}
      </nav>

      <Tabs
        label={t("panel.assets")}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: "token", label: t("panel.tokenTab") },
          { key: "nft", label: t("panel.nftTab") },
        ]}
      >
        {tab === "token" ? <TokenList /> : <NftTab />}
      </Tabs>

      {!noWallet && (
        <button type="button" className="button danger block disconnect" onClick={disconnect}>
          <Icon name="logout" />
          {t("panel.disconnect")}
        </button>
      )}
    </Sheet>
  );
}
