/**
 * A Map-backed `Storage`. Node 20 has no localStorage (the app's storage module reads the global one in the Node
 * tests).
 */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

/** Gives this global scope a memory localStorage when it has none. */
export function ensureLocalStorage(): void {
  if (typeof globalThis.localStorage === "undefined")
    Object.defineProperty(globalThis, "localStorage", { value: new MemoryStorage(), configurable: true });
}
