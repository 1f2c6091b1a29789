import { describe, expect, it } from "vitest";
import { connectivityStore, moneyActionsAllowed } from "./useOnline";

/** A window stand-in whose connection the test turns off and on, firing the events a browser fires. */
function fakeWindow() {
  const target = new EventTarget();
  const state = { onLine: true };
  return {
    navigator: state,
    addEventListener: (type: "online" | "offline", listener: () => void) =>
      target.addEventListener(type, listener),
    removeEventListener: (type: "online" | "offline", listener: () => void) =>
      target.removeEventListener(type, listener),
    go(online: boolean) {
      state.onLine = online;
      target.dispatchEvent(new Event(online ? "online" : "offline"));
    },
  };
}

describe("online state", () => {
  it("follows the browser's offline and online events until unsubscribed", () => {
    const window = fakeWindow();
    const store = connectivityStore(window);
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.online()));
    expect(store.online()).toBe(true);
    window.go(false);
    window.go(true);
    window.go(false);
    expect(seen).toEqual([false, true, false]);
    unsubscribe();
    window.go(true);
    expect(seen).toHaveLength(3);
    expect(store.online()).toBe(true);
  });

  it("blocks money actions only in production while offline", () => {
    expect(moneyActionsAllowed(true, false)).toBe(false);
    expect(moneyActionsAllowed(true, true)).toBe(true);
    expect(moneyActionsAllowed(false, false)).toBe(true); // demo and chain keep working offline
  });
});
