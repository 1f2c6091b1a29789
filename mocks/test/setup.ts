import "fake-indexeddb/auto";
import { loadAllServerMessages } from "../messages";
import { ensureLocalStorage } from "./memoryStorage";

ensureLocalStorage();
// The Node tests answer in any of the 14 languages without asking first (the service worker loads them on demand).
await loadAllServerMessages();
