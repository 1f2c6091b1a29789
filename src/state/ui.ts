import { proxy } from "valtio";

export type SheetName = "wallet" | "menu" | "invite" | "nodePurchase" | "noWallet" | null;

export interface Toast {
  id: number;
  text: string;
  /** Raised again while showing: its time starts over. */
  repeats: number;
  /** When it was last raised (ms since the page loaded). */
  raisedAt: number;
}

export const ui = proxy({
  toasts: [] as Toast[],
  sheet: null as SheetName,
  /** The sheet to open after a successful bind from the invite sheet (the node purchase that needed it). */
  afterInvite: null as SheetName,
  /** An invite code waiting for the user's accept or reject (the confirmation dialog is open while set). */
  pendingInvite: "" as string,
  /** The link's invite code was answered (bound, rejected or refused): the layout takes it off the address. */
  inviteHandled: false,
});

/** How long a toast stays once it is on screen (the Toasts component starts the clock when it shows it). */
export const TOAST_MS = 2600;
let nextToastId = 1;
/** At most this many at once, the newest last: a burst of messages replaces the oldest instead of piling up. */
const MAX_TOASTS = 2;

/** Shows a short message. Text only: server messages are never rendered as HTML. */
export function toast(text: string): void {
  // The same text again (a double submit, a second tap) is shown once, for the full time from the last time raised:
  // dropping it would let the first copy vanish just after the second tap.
  const raisedAt = performance.now();
  const shown = ui.toasts.find((t) => t.text === text);
  if (shown) {
    shown.repeats++;
    shown.raisedAt = raisedAt;
    return;
  }
  ui.toasts.push({ id: nextToastId++, text, repeats: 0, raisedAt });
  if (ui.toasts.length > MAX_TOASTS) ui.toasts.splice(0, ui.toasts.length - MAX_TOASTS);
}

/**
 * A navigation clears the messages of the page being left. One raised just before it (a success that then moves to
 * the next page, a guard's "connect first") belongs to the navigation and stays.
 */
export function clearToastsOnNavigation(now = performance.now()): void {
  const fresh = ui.toasts.filter((t) => now - t.raisedAt < 500);
  if (fresh.length !== ui.toasts.length) ui.toasts.splice(0, ui.toasts.length, ...fresh);
}

export function dismissToast(id: number): void {
  const index = ui.toasts.findIndex((t) => t.id === id);
  if (index >= 0) ui.toasts.splice(index, 1);
}

/** Opens one bottom sheet (replacing any open one). `afterInvite` only matters for the invite sheet. */
export function openSheet(name: Exclude<SheetName, null>, afterInvite: SheetName = null): void {
  ui.sheet = name;
  ui.afterInvite = name === "invite" ? afterInvite : null;
}

/** Closes the open sheet; with `name`, only if that sheet is still the open one (a late close after a switch). */
export function closeSheet(name?: Exclude<SheetName, null>): void {
  if (name && ui.sheet !== name) return;
  ui.sheet = null;
  ui.afterInvite = null;
}
