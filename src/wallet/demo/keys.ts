import type { PersonaId } from "./personaKeys";

interface Stored {
  connected: PersonaId | null;
}

/**
 * Not one of the keys of docs/product.md#local-storage: the demo wallet is its own "extension" with its own storage.
 */
const STORE_KEY = "demo_wallet";

const IDS = new Set<unknown>(["newUser", "history", "admin"] satisfies PersonaId[]);

function read(): Stored {
  try {
    const value = JSON.parse(localStorage.getItem(STORE_KEY) ?? "") as {
      connected?: unknown;
      keys?: unknown;
    };
    // An entry that still holds keys dates from the random keys of earlier versions: the persona it connected had
    // another address, so the site is not connected to any of today's.
    if (value && value.keys === undefined && IDS.has(value.connected)) {
      return { connected: value.connected as PersonaId };
    }
  } catch {
    // first run, or a corrupted entry: nothing connected
  }
  return { connected: null };
}

/** The persona the demo wallet has connected to this site, as an extension remembers its permission. */
export function connectedPersona(): PersonaId | null {
  return read().connected;
}

export function setConnectedPersona(id: PersonaId | null): void {
  const value: Stored = { connected: id };
  localStorage.setItem(STORE_KEY, JSON.stringify(value));
}
