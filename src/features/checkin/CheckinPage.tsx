import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { offlineHint } from "../../components/OfflineNotice";
import { useOnline } from "../../lib/useOnline";
import { checkinQuery, doCheckin, type CheckinInfo } from "../../api/checkin";
import { useChange } from "../../api/useChange";
import { LoadState } from "../../components/LoadState";
import { Icon } from "../../components/Icon";
import { Amount } from "../../components/Amount";
import { PageHeader } from "../../components/PageHeader";
import { Spinner } from "../../components/Spinner";
import { useFormat } from "../../lib/useFormat";
import { unitsOrZero } from "../../lib/money/units";
import { formatDecimal } from "../../lib/money/format";
import { dayTurn } from "./dayTurn";

/** A ladder reward: whole numbers without decimals (they fit the tile), anything else to 4. */
const places = (reward: string) => (unitsOrZero(reward) % 10n ** 18n === 0n ? 0 : 4);
import { toast } from "../../state/ui";
import { DemoClock } from "../../components/demo/DemoClock";
import "../../components/HeroCard.css";
import "./CheckinPage.css";

/** Which day of the ladder (1-based) today is: today's check-in, done or still to do; past the last, the last. */
function todayIndex(info: CheckinInfo): number {
  const day = info.checked_today ? info.consecutive_days : info.consecutive_days + 1;
  return Math.min(Math.max(day, 1), info.rewards.length);
}

/**
 * /checkin (docs/business-rules-checkin-market.md#daily-check-in): streak, today's state, the 7-day ladder,
 * accumulated rewards and when the next one opens.
 */
export default function CheckinPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const f = useFormat();
  const query = useQuery(checkinQuery);
  const info = query.data;
  const queryClient = useQueryClient();
  const checking = useChange("checkin", doCheckin, {
    onSuccess: (result) => {
      queryClient.setQueryData(checkinQuery.queryKey, result);
      // What arrived, as money is written everywhere (decision 0023): "+1.0000 HOLD".
      toast(
        t("toast.checkinCredited", { amount: f.money(result.reward, result.coin_name, { signed: true }) }),
      );
    },
  });
  const busy = checking.isPending;
  const online = useOnline();
  const inflight = useRef(false);

  // A refusal (already checked in today) is said by the mutation cache (src/api/queryClient.ts).
  const checkIn = () => {
    if (inflight.current) return;
    inflight.current = true;
    checking.mutate(undefined, {
      onSettled: () => {
        inflight.current = false;
      },
    });
  };

  if (!info)
    return (
      <section className="page">
        <PageHeader titleKey="routes.checkin" />
        <LoadState query={query} />
        <DemoClock />
      </section>
    );

  const today = todayIndex(info);
  const turn = dayTurn(info.next_open_at, info.now, lang);

  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.checkin" />
      <section className="hero-card checkin-hero" aria-label={t("checkin.summary")}>
        <dl className="checkin-stats">
          <div>
            <dt>{t("checkin.streak")}</dt>
            <dd>{info.consecutive_days}</dd>
          </div>
          <div>
            <dt>{t("checkin.accumulated")}</dt>
            <dd>
              <Amount value={info.accumulated_rewards} coin={info.coin_name} />
            </dd>
          </div>
        </dl>
        <p className={info.checked_today ? "checkin-state done" : "checkin-state"}>
          <Icon name="checkin" />
          {info.checked_today ? t("checkin.doneToday") : t("checkin.openToday")}
        </p>
      </section>

      <section aria-labelledby="ladder-title">
        <h2 id="ladder-title" className="section-title">
          {t("checkin.ladder")}
        </h2>
        <ol className="ladder" aria-labelledby="ladder-title">
          {info.rewards.map((reward, i) => {
            const day = i + 1;
            const done = day < today || (day === today && info.checked_today);
            const isToday = day === today;
            return (
              <li
                key={day}
                className={`ladder-day${isToday ? " today" : ""}${done ? " done" : ""}`}
                aria-current={isToday ? "date" : undefined}
              >
                {done && <Icon name="check" className="ladder-tick" />}
                <span className="ladder-label">
                  {isToday ? t("checkin.today") : t("checkin.day", { day })}
                </span>
                <span className="ladder-reward">+{formatDecimal(reward, places(reward), lang)}</span>
                <span className="ladder-coin">{info.coin_name}</span>
                {done && <span className="sr-only">{t("checkin.tileDone")}</span>}
              </li>
            );
          })}
        </ol>
        <p className="muted small">{t("checkin.maxNote", { days: info.rewards.length })}</p>
      </section>

      <div className="card checkin-action">
        <p className="muted">
          {info.checked_today
            ? t(turn.tomorrow ? "checkin.nextOpensTomorrow" : "checkin.nextOpensToday", { time: turn.time })
            : t(turn.tomorrow ? "checkin.closesTomorrow" : "checkin.closesToday", {
                time: turn.time,
                // One placeholder with a no-break space, so "1 HOLD" never wraps apart (decision 0023).
                amount: `${formatDecimal(info.next_reward, places(info.next_reward), lang)}\u00a0${info.coin_name}`,
              })}
        </p>
        <button
          type="button"
          className="button block"
          disabled={busy || !online || info.checked_today}
          {...offlineHint(online)}
          onClick={checkIn}
        >
          {busy && <Spinner />}
          {info.checked_today && <Icon name="check" />}
          {info.checked_today ? t("checkin.doneButton") : t("checkin.button")}
        </button>
        <p className="muted small">{t("checkin.dayRule", { time: turn.time })}</p>
      </div>

      <DemoClock />
    </section>
  );
}
