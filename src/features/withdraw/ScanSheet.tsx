import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/Icon";
import { useFocusTrap, useScrollLock } from "../../components/Sheet";
import { useBackDismiss } from "../../components/useBackDismiss";
import { readAddressText } from "./addressText";
import { loadQrDetector, type QrDetector } from "./qrDetector";
import { useCameraScan } from "./useCameraScan";
import "./ScanSheet.css";

interface Props {
  /** A QR code's address was read: the field takes it (and the sheet is closed by the page). */
  onAddress: (address: string) => void;
  onClose: () => void;
}

/** What the last read found that was not an address; said until something else is read. */
type Note = "noAddress" | "otherChain" | "noCode" | "photoFailed";

/**
 * The full-screen QR scanner of the withdrawal address (docs/decisions/0030-paste-and-scan.md): the back camera,
 * read frame by frame, or a photo of the code. It closes by its button, Escape and the phone's back.
 */
export default function ScanSheet({ onAddress, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const [detector, setDetector] = useState<QrDetector | null>(null);
  const [readerFailed, setReaderFailed] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const [reading, setReading] = useState(false);
  useFocusTrap(ref, onClose);
  useScrollLock();
  // The browser's back closes the scanner and stays on the form, as with the layout's sheets (decision 0019).
  useBackDismiss(onClose);

  useEffect(() => {
    loadQrDetector().then(setDetector, () => setReaderFailed(true));
  }, []);

  /** The first address among the codes read fills the field; otherwise the sheet says why and keeps looking. */
  const take = useCallback(
    (texts: string[]) => {
      const reads = texts.map(readAddressText);
      const found = reads.find((r) => r.kind === "address");
      if (found) return onAddress(found.address);
      setNote(reads.some((r) => r.kind === "otherChain") ? "otherChain" : "noAddress");
    },
    [onAddress],
  );
  const { video, camera } = useCameraScan(detector, take);

  const readPhoto = async (file: File | undefined) => {
    if (!file || !detector) return;
    setReading(true);
    try {
      const bitmap = await createImageBitmap(file);
      const texts = await detector.detect(bitmap).finally(() => bitmap.close());
      if (texts.length === 0) setNote("noCode");
      else take(texts);
    } catch {
      // Not a picture the browser can open (a HEIC on a desktop browser, a broken file).
      setNote("photoFailed");
    } finally {
      setReading(false);
    }
  };

  const cameraProblem = camera === "denied" || camera === "absent";
  const status = readerFailed
    ? t("scan.readerFailed")
    : note
      ? t(`scan.${note}`)
      : camera === "on"
        ? t("scan.aim")
        : camera === "starting"
          ? t("scan.starting")
          : t(camera === "denied" ? "scan.denied" : "scan.absent");

  return (
    <div className="scan-overlay">
      <div
        ref={ref}
        className="scan-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="scan-head">
          <h2 id={titleId}>{t("scan.title")}</h2>
          <button type="button" className="icon-button" aria-label={t("scan.close")} onClick={onClose}>
            <Icon name="close" size="22px" />
          </button>
        </div>
        <div className={cameraProblem ? "scan-view off" : "scan-view"}>
          <video ref={video} muted playsInline autoPlay aria-hidden="true" />
          {/* Without a camera the status line says why; the view keeps its place, so the photo button does not jump. */}
          <div className="scan-frame" aria-hidden="true">
            {cameraProblem && <Icon name="scan" size="1.4rem" />}
          </div>
        </div>
        <p
          className={note || readerFailed || cameraProblem ? "scan-status warn" : "scan-status"}
          aria-live="polite"
        >
          {status}
        </p>
        <button
          type="button"
          className="button block secondary scan-photo"
          disabled={!detector || reading}
          onClick={() => photoInput.current?.click()}
        >
          <Icon name="image" />
          {t("scan.photo")}
        </button>
        <input
          ref={photoInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => {
            void readPhoto(e.target.files?.[0]);
            // The same photo chosen again is a new choice.
            e.target.value = "";
          }}
        />
      </div>
    </div>
  );
}
