import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProviderDetail } from "../eip1193";

const startDemoWallet = vi.hoisted(() => vi.fn());
vi.mock("./startDemoWallet", () => ({ startDemoWallet }));

// Node has no window: an EventTarget carries the EIP-6963 events as the page's window does.
const page = new EventTarget();

describe("installDemoWallet", () => {
  beforeEach(() => {
    vi.stubGlobal("window", page);
    startDemoWallet.mockReset();
    startDemoWallet.mockReturnValue({ request: () => Promise.resolve(["0xabc"]) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("announces the demo wallet at once and on each request, loading the wallet only on its first request", async () => {
    const { installDemoWallet } = await import("./install");
    const seen: ProviderDetail[] = [];
    page.addEventListener("eip6963:announceProvider", (e) =>
      seen.push((e as CustomEvent<ProviderDetail>).detail),
    );
    installDemoWallet();
    page.dispatchEvent(new Event("eip6963:requestProvider"));
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]!.info.rdns).toBe("app.holder.demowallet");
    expect(startDemoWallet).not.toHaveBeenCalled();

    const { provider } = seen[0]!;
    await expect(provider.request({ method: "eth_requestAccounts" })).resolves.toEqual(["0xabc"]);
    await provider.request({ method: "eth_accounts" });
    expect(startDemoWallet).toHaveBeenCalledTimes(1);
  });

  it("tells a signed-in reload its account and chain from storage, without loading the wallet", async () => {
    const { installDemoWallet } = await import("./install");
    const { setConnectedPersona } = await import("./keys");
    const { PERSONA_KEYS } = await import("./personaKeys");
    const { CHAIN_ID_HEX } = await import("../../config");
    let detail: ProviderDetail | undefined;
    page.addEventListener(
      "eip6963:announceProvider",
      (e) => (detail = (e as CustomEvent<ProviderDetail>).detail),
    );
    installDemoWallet();

    setConnectedPersona(null);
    await expect(detail!.provider.request({ method: "eth_accounts" })).resolves.toEqual([]);
    setConnectedPersona("history");
    const history = PERSONA_KEYS.find((key) => key.id === "history")!.address;
    await expect(detail!.provider.request({ method: "eth_accounts" })).resolves.toEqual([history]);
    await expect(detail!.provider.request({ method: "eth_chainId" })).resolves.toBe(CHAIN_ID_HEX);
    expect(startDemoWallet).not.toHaveBeenCalled();

    // Anything else is the wallet's to answer: it loads.
    await detail!.provider.request({ method: "personal_sign", params: ["0x00", history] });
    expect(startDemoWallet).toHaveBeenCalledTimes(1);
    setConnectedPersona(null);
  });
});
