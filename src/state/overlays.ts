import { proxy } from "valtio";

/**
 * The sheets and dialogs open right now, the last opened on top, each with how it is dismissed. The phone's Back
 * closes the top one instead of leaving the page (docs/decisions/0019-back-closes-the-sheet.md); a dialog that must
 * be answered registers a dismissal that does nothing, so Back cannot leave it either.
 */
const stack: (() => void)[] = [];
export const overlays = proxy({ open: 0 });

export function pushOverlay(dismiss: () => void): () => void {
  stack.push(dismiss);
  overlays.open = stack.length;
  return () => {
    const at = stack.lastIndexOf(dismiss);
    if (at >= 0) stack.splice(at, 1);
    overlays.open = stack.length;
  };
}

/** Dismisses the top overlay; false when none is open. */
export function dismissTopOverlay(): boolean {
  const top = stack.at(-1);
  if (!top) return false;
  top();
  return true;
}
