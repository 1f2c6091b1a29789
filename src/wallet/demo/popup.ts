import { proxy } from "valtio";
import type { PersonaId } from "./personaKeys";

export type PopupRequest =
  | { kind: "connect" }
  | { kind: "sign"; message: string; account: string }
  | { kind: "transaction"; to: string; action: string; account: string }
  | null;

/** What the demo wallet is asking the user right now, like an extension's pop-up window. */
export const popup = proxy({ request: null as PopupRequest });

let answer: ((value: PersonaId | boolean | null) => void) | null = null;

function ask<T extends PersonaId | boolean | null>(request: NonNullable<PopupRequest>): Promise<T> {
  answer?.(null);
  popup.request = request;
  return new Promise<T>((resolve) => {
    answer = resolve as (value: PersonaId | boolean | null) => void;
  });
}

export const askAccount = () => ask<PersonaId | null>({ kind: "connect" });
export const askSignature = (message: string, account: string) =>
  ask<boolean | null>({ kind: "sign", message, account });

export const askTransaction = (to: string, action: string, account: string) =>
  ask<boolean | null>({ kind: "transaction", to, action, account });

export function respond(value: PersonaId | boolean | null): void {
  popup.request = null;
  answer?.(value);
  answer = null;
}
