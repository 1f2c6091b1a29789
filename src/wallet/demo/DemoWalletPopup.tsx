import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { Dialog } from "../../components/Dialog";
import { maskAddress } from "../../lib/format";
import type { PersonaKey } from "./personaKeys";
import { popup, respond } from "./popup";
import "./DemoWalletPopup.css";

/** The demo wallet's own window: account choice on connect, approval of each signature. */
export function DemoWalletPopup({ personas }: { personas: readonly PersonaKey[] }) {
  const { t } = useTranslation();
  const { request } = useSnapshot(popup);
  if (!request) return null;
  const host = window.location.host;

  if (request.kind === "connect") {
    return (
      <Dialog title={t("demo.connectTitle")} onDismiss={() => respond(null)}>
        <p className="muted">{t("demo.connectText", { host })}</p>
        <ul className="list" role="list">
          {personas.map((p) => (
            <li key={p.id}>
              <button type="button" className="list-row persona" onClick={() => respond(p.id)}>
                <span className="persona-name">{t(`demo.personas.${p.id}`)}</span>
                <span className="muted small">
                  {t(`demo.personaHints.${p.id}`)} · <span className="mono">{maskAddress(p.address)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="button secondary block" onClick={() => respond(null)}>
          {t("demo.cancel")}
        </button>
      </Dialog>
    );
  }

  if (request.kind === "transaction") {
    return (
      <Dialog title={t("demo.txTitle")} onDismiss={() => respond(false)}>
        <p className="muted">{t("demo.txText", { host, to: maskAddress(request.to) })}</p>
        {request.action && <pre className="sign-message">{request.action}</pre>}
        <div className="row gap">
          <button type="button" className="button secondary" onClick={() => respond(false)}>
            {t("demo.reject")}
          </button>
          <button type="button" className="button" onClick={() => respond(true)}>
            {t("demo.confirm")}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t("demo.signTitle")} onDismiss={() => respond(false)}>
      <p className="muted">{t("demo.signText", { host })}</p>
      <pre className="sign-message">{request.message}</pre>
      <div className="row gap">
        <button type="button" className="button secondary" onClick={() => respond(false)}>
          {t("demo.reject")}
        </button>
        <button type="button" className="button" onClick={() => respond(true)}>
          {t("demo.sign")}
        </button>
      </div>
    </Dialog>
  );
}
