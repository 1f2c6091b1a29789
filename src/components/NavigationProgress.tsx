import { useTranslation } from "react-i18next";
import { proxy, useSnapshot } from "valtio";
import "./NavigationProgress.css";

const progress = proxy({ active: false, done: false });
let hideTimer: ReturnType<typeof setTimeout> | undefined;

export function startProgress(): void {
  clearTimeout(hideTimer);
  progress.active = true;
  progress.done = false;
}

/** Runs the bar to the end, then hides it; kept visible briefly so even a fast navigation shows it. */
export function finishProgress(): void {
  if (!progress.active) return;
  progress.done = true;
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    progress.active = false;
    progress.done = false;
  }, 350);
}

export function NavigationProgress() {
  const { t } = useTranslation();
  const { active, done } = useSnapshot(progress);
  if (!active) return null;
  return (
    <div
      className={done ? "nav-progress done" : "nav-progress"}
      role="progressbar"
      aria-label={t("app.pageLoading")}
    >
      <div className="nav-progress-bar" />
    </div>
  );
}
