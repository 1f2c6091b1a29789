import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { Icon } from "../components/Icon";
import { maskAddress } from "../lib/format";
import { connect } from "../state/connect";
import { session } from "../state/session";
import { openSheet } from "../state/ui";
import { connectWallet } from "../wallet/signIn";
import "./Header.css";

/** The app's mark: a gold hexagon with an "H" cut in, drawn so it needs no font or image file. */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 1.5 28.6 8.75v14.5L16 30.5 3.4 23.25V8.75z" fill="var(--accent)" />
      <path
        d="M11 9.5v13M21 9.5v13M11 16h10"
        stroke="var(--accent-ink)"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** What the connect button says while a tap is being answered. */
const CONNECT_LABEL = {
  idle: "header.connectWallet",
  looking: "header.lookingForWallet",
  unlock: "header.unlockWallet",
  connecting: "header.connecting",
} as const;

/** docs/product.md#layout-shell: logo (home), connect wallet or the masked address (wallet panel), menu. */
export function Header() {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const { phase } = useSnapshot(connect);
  const busy = phase !== "idle";

  const shown = snap.user?.hide_address ?? (snap.address ? maskAddress(snap.address) : "");
  return (
    <header className="app-header">
      {/* The name starts with the visible word, so voice control ("tap Holder") finds the link. */}
      <Link to="/home" className="logo">
        <LogoMark />
        <span className="logo-text">{t("app.name")}</span>
        <span className="sr-only"> {t("header.home")}</span>
      </Link>
      <div className="header-actions">
        {snap.connected && shown ? (
          // The name starts with the visible address (voice control, WCAG 2.5.3), then says what it opens.
          <button type="button" className="address-button" onClick={() => openSheet("wallet")}>
            <span className="dot" aria-hidden="true" />
            <span className="address-button-text">{shown}</span>
            <span className="sr-only"> {t("panel.title")}</span>
          </button>
        ) : (
          <button
            type="button"
            className="button small connect-button"
            onClick={() => void connectWallet()}
            disabled={busy}
            aria-busy={busy}
          >
            <Icon name="wallet" />
            <span className="connect-text">{t(CONNECT_LABEL[phase])}</span>
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t("header.menu")}
          aria-haspopup="dialog"
          onClick={() => openSheet("menu")}
        >
          <span className="burger" aria-hidden="true" />
        </button>
      </div>
    </header>
  );
}
