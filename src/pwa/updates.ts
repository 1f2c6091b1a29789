type Listener = () => void;

const listeners = new Set<Listener>();
let waiting = false;
let activate: (() => void) | null = null;

/** Called by the registration when a new version is installed and waiting (coordinator wiring). */
export function announceUpdate(apply: () => void): void {
  waiting = true;
  activate = apply;
  for (const listener of listeners) listener();
}

/** `listener` runs when a new version of the app is waiting (at once if one already is). */
export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  if (waiting) listener();
  return () => listeners.delete(listener);
}

/** Activates the waiting version; the page reloads once the new worker controls it. */
export function applyUpdate(): void {
  activate?.();
}
