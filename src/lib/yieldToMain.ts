interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input before the rest runs. Start-up steps chained by
 * `await` alone all run in one task (microtasks), which a slow phone sees as one long freeze; Lighthouse counts it
 * as blocking time. `scheduler.yield()` keeps the rest ahead of other queued work where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
