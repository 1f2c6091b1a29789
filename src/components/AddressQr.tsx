import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { copyText } from "../lib/clipboard";
import { toast } from "../state/ui";
import { ExplorerLink } from "./ExplorerLink";
import { Icon } from "./Icon";
import { QrCode } from "./QrCode";
import { Spinner } from "./Spinner";
import "./AddressQr.css";

/**
 * An address to pay to, as a wallet app shows one: a QR code to scan, the whole address to check by eye, and a
 * button that copies it, and in production a link to its page on the explorer, where a user checks it before paying.
 * Until the address is known (null) the code's place says it is loading.
 */
export function AddressQr({
  address,
  qrLabel,
  caption,
  copyLabel,
  children,
}: {
  address: string | null;
  qrLabel: string;
  caption: string;
  copyLabel: string;
  /** Lines under the copy button (a minimum amount). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    if (address && (await copyText(address))) toast(t("toast.copySuccess"));
  };
  return (
    <div className="qr-card">
      <div className="qr-frame">
        {address ? (
          <QrCode value={address} size={176} label={qrLabel} />
        ) : (
          <span className="qr-placeholder" role="img" aria-busy="true" aria-label={t("list.loading")}>
            <Spinner />
          </span>
        )}
      </div>
      <p className="muted small center">{caption}</p>
      <p className="recharge-address mono" aria-label={caption}>
        {address || "--"}
      </p>
      <button type="button" className="button block" disabled={!address} onClick={() => void copy()}>
        <Icon name="copy" />
        {copyLabel}
      </button>
      {children}
      {address && <ExplorerLink kind="address" value={address} look="text" />}
    </div>
  );
}
