import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/Icon";
import { QrCode } from "../../components/QrCode";
import { Sheet } from "../../components/Sheet";
import { copyText } from "../../lib/clipboard";
import { portableUrl } from "../../lib/portableUrl";
import { storage } from "../../lib/storage";
import { closeSheet, toast } from "../../state/ui";
import { browserKind } from "../../wallet/entry/browserKind";
import { WALLET_APPS, type WalletApp } from "../../wallet/entry/walletApps";
import { walletOrder } from "../../wallet/entry/walletOrder";
import { WalletAppIcon } from "./WalletAppIcon";
import "./NoWalletSheet.css";

/** Browser wallets a computer can add, each on its maker's download page. */
const EXTENSIONS = [
  { id: "metamask", href: "https://metamask.io/download/" },
  { id: "trust", href: "https://trustwallet.com/browser-extension" },
  { id: "okx", href: "https://web3.okx.com/download" },
  { id: "bitget", href: "https://web3.bitget.com/en/wallet-download" },
] as const;

function useCopy() {
  const { t } = useTranslation();
  return async (text: string) => {
    const done = await copyText(text);
    if (done) toast(t("toast.copySuccess"));
    return done;
  };
}

/**
 * Where a visitor with no wallet in this browser goes on (docs/decisions/0024-wallet-entry-points.md): on a phone,
 * into a wallet app's own browser with this very address (route and invite code); in a chat app, to the system
 * browser first; on a computer, to the phone by a QR code, or to a browser wallet.
 */
export default function NoWalletSheet() {
  const { t } = useTranslation();
  const where = useMemo(() => browserKind(navigator.userAgent, navigator.maxTouchPoints), []);
  const href = location.href;
  const code = storage.get("invite_code");
  return (
    <Sheet
      title={t(`noWallet.title.${where.kind}`)}
      height={80}
      onClose={() => closeSheet("noWallet")}
      closeLabel={t("noWallet.close")}
    >
      <p className="muted">
        {where.kind === "chat"
          ? t("noWallet.lead.chat", { app: t(`noWallet.apps.${where.app}`) })
          : t(`noWallet.lead.${where.kind}`)}
      </p>
      {code && <p className="no-wallet-invite">{t("noWallet.invite", { code })}</p>}
      {where.kind === "chat" && <ChatAppSteps href={href} />}
      {where.kind === "phone" && <WalletAppList href={href} />}
      {where.kind === "computer" && <ContinueOnPhone href={href} />}
    </Sheet>
  );
}

function CopyLink({ href }: { href: string }) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <button type="button" className="button secondary block" onClick={() => void copy(href)}>
      <Icon name="link" />
      {t("noWallet.copyLink")}
    </button>
  );
}

function ChatAppSteps({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ol className="no-wallet-steps">
        <li>{t("noWallet.chatSteps.menu")}</li>
        <li>{t("noWallet.chatSteps.browser")}</li>
        <li>{t("noWallet.chatSteps.connect")}</li>
      </ol>
      <CopyLink href={href} />
      {/* Readable and selectable too: some chat apps' browsers refuse the clipboard; a long press still copies. */}
      <p className="no-wallet-link mono">{href}</p>
    </>
  );
}

function WalletAppList({ href }: { href: string }) {
  const { t, i18n } = useTranslation();
  const copy = useCopy();
  const [pasteIn, setPasteIn] = useState<WalletApp | null>(null);
  // The route travels in the query: some wallets drop an address's fragment (src/lib/portableUrl.ts).
  const pageUrl = portableUrl(href);
  return (
    <>
      <ul className="wallet-apps" aria-label={t("noWallet.walletsLabel")}>
        {walletOrder(i18n.language).map((id) => {
          const app = WALLET_APPS[id];
          const link = app.link(pageUrl);
          return (
            <li key={id}>
              {link ? (
                <a className="wallet-app" href={link} rel="noopener noreferrer">
                  <WalletAppIcon id={id} />
                  <span className="wallet-app-name">{t("noWallet.openIn", { wallet: app.name })}</span>
                  <Icon name="chevron" />
                </a>
              ) : (
                <>
                  <button
                    type="button"
                    className="wallet-app"
                    onClick={() => void copy(href).then((done) => done && setPasteIn(app))}
                  >
                    <WalletAppIcon id={id} />
                    <span className="wallet-app-name">{t("noWallet.copyFor", { wallet: app.name })}</span>
                    <Icon name="copy" />
                  </button>
                  {/* Under the row just tapped, where the reader is looking. */}
                  <p className="no-wallet-paste" role="status">
                    {pasteIn === app ? t("noWallet.pasteIn", { wallet: app.name }) : ""}
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <p className="muted small">{t("noWallet.copyHint")}</p>
      <CopyLink href={href} />
    </>
  );
}

function ContinueOnPhone({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="qr-card">
        <div className="qr-frame">
          <QrCode value={href} size={176} label={t("noWallet.qrLabel")} />
        </div>
        <p className="muted small center">{t("noWallet.scanHint")}</p>
        <CopyLink href={href} />
      </div>
      <h3 className="no-wallet-subtitle">{t("noWallet.getExtension")}</h3>
      <ul className="wallet-apps" aria-label={t("noWallet.getExtension")}>
        {EXTENSIONS.map(({ id, href: download }) => (
          <li key={id}>
            <a className="wallet-app" href={download} target="_blank" rel="noopener noreferrer">
              <WalletAppIcon id={id} />
              <span className="wallet-app-name">{WALLET_APPS[id].name}</span>
              <Icon name="external" />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
