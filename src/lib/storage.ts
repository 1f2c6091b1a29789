/** The local storage keys of docs/product.md#local-storage, exactly as named there. */
export type StorageKey = "token" | "address" | "invite_code" | "APP_LANG" | "pending_tx";

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Private mode in some mobile browsers throws on access.
    return undefined;
  }
}

export const storage = {
  get(key: StorageKey): string | null {
    return store()?.getItem(key) ?? null;
  },
  set(key: StorageKey, value: string): void {
    store()?.setItem(key, value);
  },
  remove(key: StorageKey): void {
    store()?.removeItem(key);
  },
};
