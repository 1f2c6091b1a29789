import { useQuery } from "@tanstack/react-query";
import { keys } from "../../api/queryKeys";
import { useLoadState, type LoadState } from "../../api/useLoadState";
import { dayStart, lastDays, sumByDay, type DayIncome } from "./dailyIncome";
import { loadIncomeSince } from "./loadIncomeSince";

export type DailyIncomeState = LoadState<DayIncome[]>;

/**
 * Income per UTC day over the 30 days ending on the day of `now` (the backend's clock, from the income answer; null
 * while that loads). Cached under the user's income (src/api/queryKeys.ts), so a claim or a stake refreshes it.
 */
export function useDailyIncome(now: number | null): [DailyIncomeState, () => void] {
  const today = now === null ? null : lastDays(now, 1)[0]!;
  const query = useQuery({
    queryKey: keys.dailyIncome(today),
    queryFn: async () => {
      const days = lastDays(dayStart(today!));
      return sumByDay(await loadIncomeSince(dayStart(days[0]!)), days);
    },
    enabled: today !== null,
  });
  return useLoadState(query);
}
