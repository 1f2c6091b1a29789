// Component tests (the `components` project): Vitest's fake timers, in a form Testing Library and user-event work
// with.
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * Fakes the timers for every test of the calling file. Testing Library ends each `act` it runs (a click, a key) on a
 * `setTimeout(0)`, which it moves on only for Jest's fake timers (it asks the global `jest`): given that name for
 * Vitest's, a user's action no longer waits forever for a timer nothing advances.
 */
export function fakeTimersForEachTest(): void {
  const global = globalThis as { jest?: { advanceTimersByTime: (ms: number) => void } };
  beforeEach(() => {
    vi.useFakeTimers();
    global.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
  });
  afterEach(() => {
    vi.useRealTimers();
    delete global.jest;
  });
}

/** A user for tests with fake timers: user-event's own pauses move the fake clock on. */
export function userWithFakeTimers() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
