import { useCallback, useEffect, useState } from "react";
import { dayStart, lastDays, sumByDay, type DayIncome } from "./dailyIncome";
import { loadIncomeSince } from "./loadIncomeSince";

export type DailyIncomeState =
  { status: "loading" } | { status: "failed" } | { status: "done"; days: DayIncome[] };

/**
 * Income per UTC day over the 30 days ending on the day of `now` (the backend's clock, from the income answer; null
 * while that loads). Loaded again only when the day changes or on `retry`. (Data loading only, so it ports to a query
 * library on its own.)
 */
export function useDailyIncome(now: number | null): [DailyIncomeState, () => void] {
  const [run, setRun] = useState(0);
  const today = now === null ? null : lastDays(now, 1)[0]!;
  const key = `${today}|${run}`;
  const [answer, setAnswer] = useState<{ key: string; state: DailyIncomeState } | null>(null);

  useEffect(() => {
    if (today === null) return;
    let live = true;
    const days = lastDays(dayStart(today));
    loadIncomeSince(dayStart(days[0]!)).then(
      (rows) => live && setAnswer({ key, state: { status: "done", days: sumByDay(rows, days) } }),
      () => live && setAnswer({ key, state: { status: "failed" } }),
    );
    return () => {
      live = false;
    };
  }, [today, key]);

  const retry = useCallback(() => setRun((n) => n + 1), []);
  return [answer?.key === key ? answer.state : { status: "loading" }, retry];
}
