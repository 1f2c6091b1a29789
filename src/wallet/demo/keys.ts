import { Wallet } from "ethers";

export type PersonaId = "newUser" | "history" | "admin";
export const PERSONA_IDS: PersonaId[] = ["newUser", "history", "admin"];

export interface DemoPersona {
  id: PersonaId;
  wallet: Wallet;
}

interface Stored {
  keys: Partial<Record<PersonaId, string>>;
  connected: PersonaId | null;
}

/** Not one of SPEC.md's keys: the demo wallet is its own "extension" with its own storage. */
const STORE_KEY = "demo_wallet";

function read(): Stored {
  try {
    const value = JSON.parse(localStorage.getItem(STORE_KEY) ?? "") as Stored;
    if (value && typeof value.keys === "object") return value;
  } catch {
    // first run, or a corrupted entry: start afresh
  }
  return { keys: {}, connected: null };
}

function write(value: Stored): void {
  localStorage.setItem(STORE_KEY, JSON.stringify(value));
}

/** The personas' keys, generated in this browser on first use and kept there. */
export function loadPersonas(): DemoPersona[] {
  const stored = read();
  let changed = false;
  const personas = PERSONA_IDS.map((id) => {
    let key = stored.keys[id];
    if (!key) {
      key = Wallet.createRandom().privateKey;
      stored.keys[id] = key;
      changed = true;
    }
    return { id, wallet: new Wallet(key) };
  });
  if (changed) write(stored);
  return personas;
}

export function connectedPersona(): PersonaId | null {
  return read().connected;
}

export function setConnectedPersona(id: PersonaId | null): void {
  write({ ...read(), connected: id });
}
