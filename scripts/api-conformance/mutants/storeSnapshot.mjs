// Copies every IndexedDB database of one factory into another, through the IndexedDB API alone: the reference
// server's seeded store (the API's and the mock chain's, both Dexie; the chain keeps its state there) is taken once
// per lane and given to each mutant's own fake-indexeddb before its server starts, instead of seeding again (the
// seed's chain transactions were most of a mutant's start). Versions, stores, key paths, indexes and records are
// copied as they are.

const done = (request) =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const ended = (transaction) =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("transaction aborted"));
  });

/** Every database of `factory`: its version, its stores' schemas and their records with their keys. */
export async function takeSnapshot(factory) {
  const snapshot = [];
  for (const { name, version } of await factory.databases()) {
    const db = await done(factory.open(name));
    const stores = [];
    const names = [...db.objectStoreNames];
    if (names.length) {
      const tx = db.transaction(names, "readonly");
      for (const storeName of names) {
        const store = tx.objectStore(storeName);
        const indexes = [...store.indexNames].map((indexName) => {
          const index = store.index(indexName);
          return {
            name: indexName,
            keyPath: index.keyPath,
            unique: index.unique,
            multiEntry: index.multiEntry,
          };
        });
        const [values, keys] = await Promise.all([done(store.getAll()), done(store.getAllKeys())]);
        stores.push({
          name: storeName,
          keyPath: store.keyPath,
          autoIncrement: store.autoIncrement,
          indexes,
          values,
          keys,
        });
      }
      await ended(tx);
    }
    db.close();
    snapshot.push({ name, version, stores });
  }
  return snapshot;
}

/** Writes `snapshot` into `factory`, which must not hold those databases yet. */
export async function restoreSnapshot(factory, snapshot) {
  for (const { name, version, stores } of snapshot) {
    const open = factory.open(name, version);
    open.onupgradeneeded = () => {
      const db = open.result;
      for (const s of stores) {
        const store = db.createObjectStore(s.name, { keyPath: s.keyPath, autoIncrement: s.autoIncrement });
        for (const i of s.indexes)
          store.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
      }
    };
    const db = await done(open);
    if (stores.length) {
      const tx = db.transaction(
        stores.map((s) => s.name),
        "readwrite",
      );
      for (const s of stores) {
        const store = tx.objectStore(s.name);
        // In-line keys travel in the value; out-of-line ones are given. A put with an explicit key moves an
        // autoIncrement store's key generator past it, so new rows get new ids, as in the original.
        s.values.forEach((value, i) => (s.keyPath === null ? store.put(value, s.keys[i]) : store.put(value)));
      }
      await ended(tx);
    }
    db.close();
  }
}
