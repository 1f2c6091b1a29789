import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ProviderDetail } from "./eip1193";
import { discoverProviders, expectBuiltInWallet } from "./eip6963";

// The page's window, as far as discovery uses it: an event target.
beforeAll(() => vi.stubGlobal("window", new EventTarget()));
afterAll(() => vi.unstubAllGlobals());

const detail = (uuid: string): ProviderDetail => ({
  info: { uuid, name: uuid, icon: "", rdns: `test.${uuid}` },
  provider: { request: () => Promise.resolve(null) },
});

const announce = (d: ProviderDetail) =>
  window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: d }));

describe("wallet discovery", () => {
  it("waits for a built-in wallet still loading, however long it takes, then finds it beside the others", async () => {
    window.addEventListener("eip6963:requestProvider", () => announce(detail("extension")));
    let loaded!: () => void;
    expectBuiltInWallet(new Promise<void>((resolve) => (loaded = resolve)));
    const found = discoverProviders({ settleMs: 10 });
    // Far longer than discovery's own wait: without the built-in wallet's promise the answer would be in by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    window.addEventListener("eip6963:requestProvider", () => announce(detail("demo")));
    announce(detail("demo"));
    loaded();
    expect((await found).map((d) => d.info.uuid).sort()).toEqual(["demo", "extension"]);
  });

  // Discovery keeps what it heard for the page's life, so this test brings its own wallet and runs in any order.
  it("does not wait on a built-in wallet whose code failed to load", async () => {
    window.addEventListener("eip6963:requestProvider", () => announce(detail("extension")));
    expectBuiltInWallet(Promise.reject(new Error("offline")));
    expect((await discoverProviders({ settleMs: 10 })).map((d) => d.info.uuid)).toContain("extension");
  });
});
