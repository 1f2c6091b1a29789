import { api } from "./client";

/**
 * Daily check-in (GET /api/check_in/info, POST /api/check_in/do). One check-in per UTC day; consecutive days count
 * up and a missed day starts over at 1; the reward grows to its maximum on day 7 and stays there (SPEC.md §9).
 * Amounts are decimal strings of coin `coin_id`; times are epoch ms on the server's (demo) clock.
 */
export interface CheckinInfo {
  /** Consecutive days checked in, up to today (or yesterday while today's check-in is still open); 0 after a gap. */
  consecutive_days: number;
  /** Whether today's (UTC) check-in is done. */
  checked_today: boolean;
  /** The sum of every check-in reward received. */
  accumulated_rewards: string;
  /** What the next check-in pays: today's while it is open, tomorrow's once it is done. */
  next_reward: string;
  /** The reward ladder by consecutive day (day 1 first); days after the last pay the last. */
  rewards: string[];
  coin_id: number;
  coin_name: string;
  /**
   * Epoch ms of the next UTC midnight. Once today's check-in is done, the next one opens then; while it is open, it
   * closes then (and the streak continues only through a check-in before it).
   */
  next_open_at: number;
  /** The server's now, so a countdown is right even when the demo clock was moved forward. */
  now: number;
}

/** The answer to a check-in: what it paid, and the info after it. */
export interface CheckinResult extends CheckinInfo {
  reward: string;
}

export function getCheckinInfo(): Promise<CheckinInfo> {
  return api.get("/api/check_in/info");
}

export function doCheckin(): Promise<CheckinResult> {
  return api.post("/api/check_in/do");
}
