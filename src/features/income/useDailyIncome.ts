import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { keys } from "../../api/queryKeys";
import { dayStart, lastDays, sumByDay, type DayIncome } from "./dailyIncome";
import { loadIncomeSince } from "./loadIncomeSince";

export type DailyIncomeState =
  { status: "loading" } | { status: "failed" } | { status: "done"; days: DayIncome[] };

/**
 * Income per UTC day over the 30 days ending on the day of `now` (the backend's clock, from the income answer; null
 * while that loads). Cached under the user's income (src/api/queryKeys.ts), so a claim or a stake refreshes it.
 */
export function useDailyIncome(now: number | null): [DailyIncomeState, () => void] {
  const today = now === null ? null : lastDays(now, 1)[0]!;
  const query = useQuery({
    queryKey: [...keys.income, "daily", today],
    queryFn: async () => {
      const days = lastDays(dayStart(today!));
      return sumByDay(await loadIncomeSince(dayStart(days[0]!)), days);
    },
    enabled: today !== null,
  });
  // One state object per answer: the chart redraws when its data changes, not on every render.
  const { status, data } = query;
  const state = useMemo<DailyIncomeState>(
    () =>
      status === "success"
        ? { status: "done", days: data }
        : { status: status === "error" ? "failed" : "loading" },
    [status, data],
  );
  return [state, () => void query.refetch()];
}
