import type { Schemas } from "./contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { keys } from "./queryKeys";

/**
 * Daily check-in (GET /api/check_in/info, POST /api/check_in/do). One check-in per UTC day; consecutive days count up
 * and a missed day starts over at 1; the reward grows to its maximum on day 7 and stays there
 * (docs/business-rules-checkin-market.md#daily-check-in). Amounts are decimal strings of coin `coin_id`; times are
 * epoch ms on the server's (demo) clock.
 */
export type CheckinInfo = Schemas["CheckinInfo"];

/** The answer to a check-in: what it paid, and the info after it. */
export type CheckinResult = Schemas["CheckinResult"];

export function getCheckinInfo(): Promise<CheckinInfo> {
  return api.get("/api/check_in/info");
}

export const checkinQuery = queryOptions({ queryKey: keys.checkin, queryFn: getCheckinInfo });

export function doCheckin(): Promise<CheckinResult> {
  return api.post("/api/check_in/do");
}
