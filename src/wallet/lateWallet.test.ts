import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Discovery from "./eip6963";

// The page's window, as far as discovery uses it: an event target. Discovery keeps what it heard for the page's
// life, so this file loads a fresh copy of it: no wallet has announced itself yet.
let discoverProviders: typeof Discovery.discoverProviders;
beforeAll(async () => {
  vi.stubGlobal("window", new EventTarget());
  vi.resetModules();
  ({ discoverProviders } = await import("./eip6963"));
});
// Unit tests share one module registry (decision 0018): the copy bound to this file's window goes with it.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("a wallet that arrives after the page has loaded", () => {
  it("waits for a wallet injected after the tap, named by its flags, and stops waiting once it is there", async () => {
    const w = window as unknown as { ethereum?: object };
    const started = Date.now();
    let waited = false;
    const found = discoverProviders({ settleMs: 10, patienceMs: 8000, onWaiting: () => (waited = true) });
    setTimeout(
      () => (w.ethereum = { request: async () => null, isMetaMask: true, isTokenPocket: true }),
      150,
    );
    const [wallet] = await found;
    expect(waited).toBe(true);
    expect(wallet?.info.name).toBe("TokenPocket");
    // Found when it came (polled every tenth of a second), not when the patience ran out.
    expect(Date.now() - started).toBeLessThan(6000);
    delete w.ethereum;
  });

  it("hears MetaMask's ethereum#initialized at once", async () => {
    const w = window as unknown as { ethereum?: object };
    const found = discoverProviders({ settleMs: 10, patienceMs: 2000 });
    setTimeout(() => {
      w.ethereum = { request: async () => null, isMetaMask: true };
      window.dispatchEvent(new Event("ethereum#initialized"));
    }, 50);
    expect((await found).map((d) => d.info.name)).toEqual(["MetaMask"]);
    delete w.ethereum;
  });
});

describe("no wallet at all", () => {
  it("is said after the patience, not before", async () => {
    const started = Date.now();
    expect(await discoverProviders({ settleMs: 10, patienceMs: 400 })).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });
});
