import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../components/Spinner";
import { applyUpdate, subscribeUpdate } from "../pwa/updates";
import "./UpdatePrompt.css";

type Phase = "hidden" | "shown" | "reloading";

/**
 * Issue 10 §2: a new version of the app is waiting. It is only announced: the user reloads when their flow allows
 * (the page never reloads by itself), or puts it off until the next version or visit.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>("hidden");

  useEffect(() => subscribeUpdate(() => setPhase((now) => (now === "reloading" ? now : "shown"))), []);

  const reload = () => {
    setPhase("reloading");
    applyUpdate();
  };

  // The live wrapper stays mounted so the prompt is announced when it appears inside it.
  return (
    <div className="update-prompt-host" aria-live="polite">
      {phase !== "hidden" && (
        <section className="update-prompt" aria-labelledby={titleId}>
          <div className="update-prompt-text">
            <h2 id={titleId}>{t("appUpdate.title")}</h2>
            <p>{t("appUpdate.text")}</p>
          </div>
          <div className="update-prompt-actions">
            <button
              type="button"
              className="button small secondary"
              disabled={phase === "reloading"}
              onClick={() => setPhase("hidden")}
            >
              {t("appUpdate.later")}
            </button>
            <button
              type="button"
              className="button small"
              disabled={phase === "reloading"}
              aria-busy={phase === "reloading"}
              onClick={reload}
            >
              {phase === "reloading" && <Spinner />}
              {t(phase === "reloading" ? "appUpdate.reloading" : "appUpdate.reload")}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
