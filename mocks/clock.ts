/**
 * The emulated backend's notion of now. A demo (or a test) moves it forward so confirmations, withdrawal
 * processing, income and check-in streaks can be shown without waiting. The service worker keeps the offset in its
 * store (mocks/hosts/worker/backend.ts), so it survives reloads and the worker's restarts like the rest of the demo.
 */
let offsetMs = 0;
let persist: ((offsetMs: number) => void) | null = null;
let pinned: number | null = null;

export const clock = {
  now(): number {
    return pinned ?? Date.now() + offsetMs;
  },
  /**
   * Seeding only: runs `step` as if it were `at` (a moment in the past), so the demo's history carries the times it
   * happened at instead of the minute it was written. Only the seed's own steps should run meanwhile: the worker
   * answers no request before its first seed is done, and a reset is followed by a reload.
   */
  async during<T>(at: number, step: () => Promise<T>): Promise<T> {
    pinned = at;
    try {
      return await step();
    } finally {
      pinned = null;
    }
  },
  /** Moves time forward (never back: records must not be confirmed before they were made). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms <= 0) return;
    offsetMs += ms;
    persist?.(offsetMs);
  },
  offset(): number {
    return offsetMs;
  },
  reset(): void {
    offsetMs = 0;
    persist?.(offsetMs);
  },
  /** The worker's start: the offset it stored, and where to store changes. */
  restore(stored: number, save: (offsetMs: number) => void): void {
    offsetMs = Number.isFinite(stored) && stored > 0 ? stored : 0;
    persist = save;
  },
};
