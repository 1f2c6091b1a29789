import { useTranslation } from "react-i18next";
import { useOnline } from "../lib/useOnline";

/** The id money submits point to (aria-describedby) while they are disabled for being offline. */
export const OFFLINE_NOTICE_ID = "offline-notice";

/**
 * Production only, while offline: one notice for the whole app saying money actions wait for the connection.
 * The status role announces it when it appears; it is gone again once the browser is back online.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="offline-slot">
      {!online && (
        <p id={OFFLINE_NOTICE_ID} className="notice offline-notice">
          {t("offline.notice")}
        </p>
      )}
    </div>
  );
}

/** What a money submit adds while offline (the page also disables it): the notice becomes its description. */
export function offlineHint(online: boolean): { "aria-describedby"?: string } {
  return online ? {} : { "aria-describedby": OFFLINE_NOTICE_ID };
}
