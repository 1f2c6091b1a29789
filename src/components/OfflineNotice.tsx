import { useTranslation } from "react-i18next";
import { useOnline } from "../lib/useOnline";
import "./OfflineNotice.css";

/** The id money submits point to (aria-describedby) while they are disabled for being offline. */
export const OFFLINE_NOTICE_ID = "offline-notice";

/**
 * Production only, while offline: one notice for the whole app saying money actions wait for the connection.
 * An alert, so it is announced the moment it appears (and the toasts keep the only status role).
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p id={OFFLINE_NOTICE_ID} role="alert" className="notice offline-notice">
      {t("offline.notice")}
    </p>
  );
}

/** What a money submit adds while offline (the page also disables it): the notice becomes its description. */
export function offlineHint(online: boolean): { "aria-describedby"?: string } {
  return online ? {} : { "aria-describedby": OFFLINE_NOTICE_ID };
}
