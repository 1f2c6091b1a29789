import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { Component, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../components/Icon";
import { reportError } from "../lib/errorReport/report";

/** A page's code could not be loaded while the device is offline: not a failure of the app. */
export class PageOffline extends Error {
  name = "PageOffline";
}

/**
 * A page's code, loaded when the page is first opened. Offline the failure becomes PageOffline: also so that the
 * router does not reload the document for it (its answer to a missing chunk after a new release), which offline
 * would trade the app for the browser's error page.
 */
export const loadPage =
  <T,>(load: () => Promise<T>) =>
  () =>
    load().catch((error: unknown) => {
      throw navigator.onLine ? error : new PageOffline("offline");
    });

/**
 * What a page that failed to render shows (the router's error component): a translated explanation, a retry and
 * a way home. The error itself goes to the console for whoever debugs it, and to the operator's error reports
 * (docs/decisions/0038-error-reports.md); users never see a stack trace.
 * Offline, a page whose code this device never loaded (production precaches only the shell) is not an error: it
 * says so, and the document is loaded again when the connection is back.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const offline = error instanceof PageOffline;
  if (!offline) console.error(error);
  useEffect(() => {
    if (!offline) reportError(error, "render");
  }, [error, offline]);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  useEffect(() => {
    if (!offline) return;
    // The router keeps a failed page chunk's error; a new document asks for it again.
    const back = () => location.reload();
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, [offline]);
  return (
    <section className="page" role="alert" aria-labelledby="route-error-title">
      <div className="card empty">
        <h1 id="route-error-title" className="page-title">
          {t(offline ? "errorPage.offlineTitle" : "errorPage.title")}
        </h1>
        <p>{t(offline ? "errorPage.offlineBody" : "errorPage.body")}</p>
        {/* Offline a retry cannot load the page's code; the page opens by itself when the connection is back. */}
        {!offline && (
          <button type="button" className="button" onClick={retry}>
            {t("list.retry")}
          </button>
        )}
        <Link to="/home" className="button secondary" onClick={reset}>
          <Icon name="home" />
          {t("app.backHome")}
        </Link>
      </div>
    </section>
  );
}

/**
 * The last net around the whole app, for a failure outside any route (the router itself, the layout's providers).
 * It cannot rely on the router, so "home" is a plain link that reloads the page at /#/home.
 */
export class AppErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
    reportError(error, "render");
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The fallback of AppErrorBoundary: i18next is loaded by the time anything renders. */
export function AppErrorFallback() {
  const { t } = useTranslation();
  return (
    <main className="app-main" role="alert" aria-labelledby="app-error-title">
      <section className="page card empty">
        <h1 id="app-error-title" className="page-title">
          {t("errorPage.title")}
        </h1>
        <p>{t("errorPage.body")}</p>
        <a className="button" href="/#/home" onClick={() => setTimeout(() => location.reload(), 0)}>
          {t("app.backHome")}
        </a>
      </section>
    </main>
  );
}
