import { QRCodeCanvas } from "qrcode.react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/Icon";
import { copyText } from "../../lib/clipboard";
import { toast } from "../../state/ui";

/** The phone's share sheet (Web Share API), where the browser has one. */
function canShare(url: string): boolean {
  if (typeof navigator.share !== "function") return false;
  return navigator.canShare ? navigator.canShare({ url }) : true;
}

/** The invitation as a picture: the QR code on white with the code written under it. */
function invitationPicture(qr: HTMLCanvasElement, caption: string): Promise<Blob | null> {
  const pad = 48;
  const canvas = document.createElement("canvas");
  canvas.width = qr.width + pad * 2;
  canvas.height = qr.height + pad * 2 + 56;
  const g = canvas.getContext("2d");
  if (!g) return Promise.resolve(null);
  g.fillStyle = "#ffffff";
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.drawImage(qr, pad, pad);
  g.fillStyle = "#0b0f1a";
  g.font = "600 32px system-ui, sans-serif";
  g.textAlign = "center";
  g.fillText(caption, canvas.width / 2, qr.height + pad + 52);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}

/**
 * Sharing the invitation: the share sheet where there is one (copying the link where there is none, or when it
 * fails), and the QR code saved as a picture to send in any chat.
 */
export function InviteShare({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();
  const qr = useRef<HTMLCanvasElement>(null);
  const shareable = canShare(link);

  const copy = async () => {
    if (await copyText(link)) toast(t("toast.copySuccess"));
  };

  const share = async () => {
    try {
      await navigator.share({ title: t("team.shareTitle"), text: t("team.shareText", { code }), url: link });
    } catch (error) {
      // Closing the share sheet is a choice; a sheet that cannot open leaves the link on the clipboard instead.
      if ((error as { name?: string }).name !== "AbortError") await copy();
    }
  };

  const save = async () => {
    const picture = qr.current && (await invitationPicture(qr.current, code));
    if (!picture) return;
    const url = URL.createObjectURL(picture);
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = `holder-invitation-${code}.png`;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <>
      {/* Drawn off screen at print size for the saved picture; the page shows the SVG code. */}
      <QRCodeCanvas ref={qr} value={link} size={480} marginSize={2} level="M" hidden aria-hidden="true" />
      {shareable && (
        <button type="button" className="button block" onClick={() => void share()}>
          <Icon name="share" />
          {t("team.share")}
        </button>
      )}
      <button
        type="button"
        className={shareable ? "button secondary block" : "button block"}
        onClick={() => void copy()}
      >
        <Icon name="link" />
        {t("team.copyLink")}
      </button>
      <button type="button" className="button secondary block" onClick={() => void save()}>
        <Icon name="download" />
        {t("team.saveQr")}
      </button>
    </>
  );
}
