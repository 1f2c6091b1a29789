import { proxy } from "valtio";

export type SheetName = "wallet" | "menu" | "invite" | "nodePurchase" | null;

export interface Toast {
  id: number;
  text: string;
  /** Raised again while showing: its time starts over. */
  repeats: number;
}

export const ui = proxy({
  toasts: [] as Toast[],
  sheet: null as SheetName,
  /** The sheet to open after a successful bind from the invite sheet (the node purchase that needed it). */
  afterInvite: null as SheetName,
  /** An invite code waiting for the user's accept or reject (the confirmation dialog is open while set). */
  pendingInvite: "" as string,
});

/** How long a toast stays once it is on screen (the Toasts component starts the clock when it shows it). */
export const TOAST_MS = 2600;
let nextToastId = 1;

/** Shows a short message. Text only: server messages are never rendered as HTML. */
export function toast(text: string): void {
  // The same text again (a double submit, a second tap) is shown once, for the full time from the last time raised:
  // dropping it would let the first copy vanish just after the second tap.
  const shown = ui.toasts.find((t) => t.text === text);
  if (shown) shown.repeats++;
  else ui.toasts.push({ id: nextToastId++, text, repeats: 0 });
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
