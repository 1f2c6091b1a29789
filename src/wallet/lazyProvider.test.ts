import { describe, expect, it, vi } from "vitest";
import type { Eip1193Provider, RequestArguments } from "./eip1193";
import { createLazyProvider } from "./lazyProvider";

type Listener = (...args: unknown[]) => void;

/** A provider that records requests and can fire its events, like a wallet switching accounts. */
function fakeProvider() {
  const listeners = new Map<string, Set<Listener>>();
  const requests: RequestArguments[] = [];
  const provider: Eip1193Provider = {
    request(args) {
      requests.push(args);
      if (args.method === "fails") return Promise.reject(Object.assign(new Error("nope"), { code: 4001 }));
      return Promise.resolve({ answered: args.method, params: args.params });
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args));
  const count = (event: string) => listeners.get(event)?.size ?? 0;
  return { provider, requests, emit, count };
}

describe("lazy EIP-1193 provider", () => {
  it("loads nothing until the first request, then forwards requests, answers and errors", async () => {
    const real = fakeProvider();
    const load = vi.fn(() => Promise.resolve(real.provider));
    const lazy = createLazyProvider(load);
    lazy.on!("accountsChanged", () => undefined);
    expect(load).not.toHaveBeenCalled();

    await expect(lazy.request({ method: "eth_accounts", params: [1] })).resolves.toEqual({
      answered: "eth_accounts",
      params: [1],
    });
    await expect(lazy.request({ method: "fails" })).rejects.toMatchObject({ code: 4001 });
    expect(real.requests.map((r) => r.method)).toEqual(["eth_accounts", "fails"]);
  });

  it("loads once for requests made at the same time and later", async () => {
    const real = fakeProvider();
    let finish: (p: Eip1193Provider) => void = () => undefined;
    const load = vi.fn(() => new Promise<Eip1193Provider>((resolve) => (finish = resolve)));
    const lazy = createLazyProvider(load);
    const first = lazy.request({ method: "a" });
    const second = lazy.request({ method: "b" });
    finish(real.provider);
    await Promise.all([first, second]);
    await lazy.request({ method: "c" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.requests.map((r) => r.method)).toEqual(["a", "b", "c"]);
  });

  it("attaches listeners added before the load once it loads, without the removed ones", async () => {
    const real = fakeProvider();
    const lazy = createLazyProvider(() => Promise.resolve(real.provider));
    const kept = vi.fn();
    const removed = vi.fn();
    lazy.on!("accountsChanged", kept);
    lazy.on!("accountsChanged", removed);
    lazy.removeListener!("accountsChanged", removed);
    real.emit("accountsChanged", ["0x1"]);
    expect(kept).not.toHaveBeenCalled();

    await lazy.request({ method: "eth_accounts" });
    real.emit("accountsChanged", ["0x2"]);
    expect(kept).toHaveBeenCalledExactlyOnceWith(["0x2"]);
    expect(removed).not.toHaveBeenCalled();
    expect(real.count("accountsChanged")).toBe(1);
  });

  it("attaches a listener added while loading exactly once", async () => {
    const real = fakeProvider();
    let finish: (p: Eip1193Provider) => void = () => undefined;
    const lazy = createLazyProvider(() => new Promise<Eip1193Provider>((resolve) => (finish = resolve)));
    const pending = lazy.request({ method: "eth_accounts" });
    const listener = vi.fn();
    lazy.on!("chainChanged", listener);
    finish(real.provider);
    await pending;
    real.emit("chainChanged", "0x1");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(real.count("chainChanged")).toBe(1);
  });

  it("passes listeners added and removed after the load straight to the real provider", async () => {
    const real = fakeProvider();
    const lazy = createLazyProvider(() => Promise.resolve(real.provider));
    await lazy.request({ method: "eth_chainId" });
    const listener = vi.fn();
    lazy.on!("chainChanged", listener);
    expect(real.count("chainChanged")).toBe(1);
    real.emit("chainChanged", "0x38");
    lazy.removeListener!("chainChanged", listener);
    expect(real.count("chainChanged")).toBe(0);
    real.emit("chainChanged", "0x1");
    expect(listener).toHaveBeenCalledExactlyOnceWith("0x38");
  });

  it("rejects the request when loading fails and loads again on the next one", async () => {
    const real = fakeProvider();
    const load = vi
      .fn<() => Promise<Eip1193Provider>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(real.provider);
    const lazy = createLazyProvider(load);
    const listener = vi.fn();
    lazy.on!("accountsChanged", listener);
    await expect(lazy.request({ method: "eth_accounts" })).rejects.toThrow(/dynamically imported/);
    await expect(lazy.request({ method: "eth_accounts" })).resolves.toMatchObject({
      answered: "eth_accounts",
    });
    expect(load).toHaveBeenCalledTimes(2);
    real.emit("accountsChanged", []);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("answers what `answerUnloaded` knows without loading, until the real provider has loaded", async () => {
    const real = fakeProvider();
    const load = vi.fn(() => Promise.resolve(real.provider));
    const stored = vi.fn((args: RequestArguments) =>
      args.method === "eth_accounts" ? ["0xabc"] : undefined,
    );
    const lazy = createLazyProvider(load, stored);
    const listener = vi.fn();
    lazy.on!("accountsChanged", listener);

    await expect(lazy.request({ method: "eth_accounts" })).resolves.toEqual(["0xabc"]);
    expect(load).not.toHaveBeenCalled();
    expect(real.count("accountsChanged")).toBe(0);

    // What it does not know loads the wallet, which answers everything from then on.
    await expect(lazy.request({ method: "personal_sign", params: ["0x00"] })).resolves.toMatchObject({
      answered: "personal_sign",
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.count("accountsChanged")).toBe(1);
    await expect(lazy.request({ method: "eth_accounts" })).resolves.toMatchObject({
      answered: "eth_accounts",
    });
    expect(stored).toHaveBeenCalledTimes(2);
  });
});
