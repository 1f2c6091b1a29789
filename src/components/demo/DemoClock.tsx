import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { advanceDemoClock, demoClockQuery } from "../../api/demo";
import { useChange } from "../../api/useChange";
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
 * complete and check-in streaks grow without waiting. A move is the change "time" (src/api/changes.ts): whatever the
 * page shows is asked again.
 */
export function DemoClock() {
  if (!IS_DEMO) return null;
  return <DemoClockPanel />;
}

function DemoClockPanel() {
  const { t, i18n } = useTranslation();
  const clock = useQuery(demoClockQuery);
  const advance = useChange("time", advanceDemoClock);
  const now = clock.data?.now ?? null;

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
            disabled={advance.isPending}
            onClick={() => advance.mutate(step.ms)}
          >
            {t(step.label)}
          </button>
        ))}
      </div>
    </section>
  );
}
