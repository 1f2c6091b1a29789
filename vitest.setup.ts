import "fake-indexeddb/auto";
import { loadAllServerMessages } from "./mocks/messages";
import { ensureLocalStorage } from "./mocks/test/memoryStorage";

ensureLocalStorage();
// The Node tests answer in any of the 14 languages without asking first (the service worker loads them on demand).
await loadAllServerMessages();
