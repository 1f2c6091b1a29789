import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { maskAddress } from "../lib/format";
import { session } from "../state/session";
import { openSheet } from "../state/ui";
import { connectWallet } from "../wallet/signIn";

export function Header() {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const [connecting, setConnecting] = useState(false);

  const connect = async () => {
    setConnecting(true);
    try {
      await connectWallet();
    } finally {
      setConnecting(false);
    }
  };

  const shown = snap.user?.hide_address ?? (snap.address ? maskAddress(snap.address) : "");
  return (
    <header className="app-header">
      <Link to="/home" className="logo" aria-label={t("header.home")}>
        <span className="logo-mark" aria-hidden="true">
          H
        </span>
        <span className="logo-text">{t("app.name")}</span>
      </Link>
      <div className="header-actions">
        {snap.connected && shown ? (
          <button
            type="button"
            className="address-button"
            aria-label={t("header.walletButton", { address: shown })}
            onClick={() => openSheet("wallet")}
          >
            <span className="dot" aria-hidden="true" />
            {shown}
          </button>
        ) : (
          <button
            type="button"
            className="button small"
            onClick={connect}
            disabled={connecting}
            aria-busy={connecting}
          >
            {connecting ? t("header.connecting") : t("header.connectWallet")}
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t("header.menu")}
          onClick={() => openSheet("menu")}
        >
          <span className="burger" aria-hidden="true" />
        </button>
      </div>
    </header>
  );
}
