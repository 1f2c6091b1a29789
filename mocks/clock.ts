/**
 * The emulated backend's notion of now. A demo (or a test) moves it forward so confirmations, withdrawal
 * processing, income and check-in streaks can be shown without waiting. In the browser the offset survives a
 * reload (local storage key `demo_clock`), like the rest of the demo's state.
 */
const KEY = "demo_clock";

function stored(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(KEY) ?? 0);
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

let offsetMs = stored();

function save(): void {
  try {
    if (offsetMs) globalThis.localStorage?.setItem(KEY, String(offsetMs));
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // storage unavailable: the offset lives for this page only
  }
}

export const clock = {
  now(): number {
    return Date.now() + offsetMs;
  },
  /** Moves time forward (never back: records must not be confirmed before they were made). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms <= 0) return;
    offsetMs += ms;
    save();
  },
  offset(): number {
    return offsetMs;
  },
  reset(): void {
    offsetMs = 0;
    save();
  },
};
