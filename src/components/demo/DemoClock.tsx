import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { advanceDemoClock, getDemoClock } from "../../api/demo";
import { IS_DEMO } from "../../config";
import { Icon } from "../Icon";
import { formatDateTime } from "../../lib/datetime";
import "./DemoClock.css";

const HOUR = 60 * 60_000;
const STEPS = [
  { ms: HOUR, label: "demoClock.plusHour" },
  { ms: 24 * HOUR, label: "demoClock.plusDay" },
] as const;

/**
 * Demo mode only: the emulated backend's clock and buttons to move it forward, so deposits confirm, withdrawals
 * complete and check-in streaks grow without waiting. `onAdvance` lets the page reload what the move changed.
 */
export function DemoClock({ onAdvance }: { onAdvance?: () => void }) {
  if (!IS_DEMO) return null;
  return <DemoClockPanel onAdvance={onAdvance} />;
}

function DemoClockPanel({ onAdvance }: { onAdvance?: () => void }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getDemoClock()
      .then((clock) => live && setNow(clock.now))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const advance = useCallback(
    async (ms: number) => {
      setBusy(true);
      try {
        const clock = await advanceDemoClock(ms);
        setNow(clock.now);
        onAdvance?.();
      } catch {
        // the API client has shown why
      } finally {
        setBusy(false);
      }
    },
    [onAdvance],
  );

  return (
    <section className="demo-clock" aria-labelledby="demo-clock-title">
      <div className="demo-clock-text">
        <h2 id="demo-clock-title">
          <Icon name="info" />
          {t("demoClock.title")}
        </h2>
        <p className="demo-clock-now" aria-live="polite">
          {now === null ? "--" : t("demoClock.now", { time: formatDateTime(now, i18n.language) })}
        </p>
      </div>
      <div className="demo-clock-actions">
        {STEPS.map((step) => (
          <button
            key={step.ms}
            type="button"
            className="button small secondary"
            disabled={busy}
            onClick={() => void advance(step.ms)}
          >
            {t(step.label)}
          </button>
        ))}
      </div>
    </section>
  );
}
