/** Demo and chain mode: resolves once the service worker controls the page and its backend is seeded. */
export function backendReady(): Promise<void> {
  return Promise.resolve(); // wired by the coordinator
}

/** Demo only: the worker wipes the store, the mock chain and the clock and seeds the personas again. */
export function resetDemo(): Promise<void> {
  return Promise.reject(new Error("not wired yet")); // wired by the coordinator
}
