/**
 * The emulated backend's notion of now. A demo (or a test) can move it forward so expiries, confirmations
 * and streaks can be shown without waiting.
 */
let offsetMs = 0;

export const clock = {
  now(): number {
    return Date.now() + offsetMs;
  },
  advance(ms: number): void {
    offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
  },
};
