import { getBytes, Wallet, type HDNodeWallet } from "ethers";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clock } from "../../mocks/clock";
import { db } from "../../mocks/db";
import { server } from "../../mocks/hosts/node";
import { buildSiweMessage } from "../../mocks/services/siwe";
import { logout, session } from "../state/session";
import { ui } from "../state/ui";
import { initTestI18n } from "../test/i18n";
import type { ProviderDetail, RequestArguments } from "./eip1193";
import { connectWallet, onLoggedIn } from "./signIn";
import { randomWallet } from "../../mocks/random";

interface Quirks {
  chainId?: string;
  switchError?: { code: number; message: string };
  addFails?: boolean;
  rejectSign?: boolean;
  rejectAccounts?: boolean;
}

/** An EIP-1193 wallet holding real keys, with the quirks real wallets show. */
class FakeWallet {
  calls: RequestArguments[] = [];
  private listeners = new Set<(accounts: unknown) => void>();
  constructor(
    public account: Wallet | HDNodeWallet,
    private quirks: Quirks = {},
  ) {}
  detail(): ProviderDetail {
    return { info: { uuid: "fake", name: "Fake", icon: "", rdns: "test.fake" }, provider: this };
  }
  on(_event: string, listener: (accounts: unknown) => void) {
    this.listeners.add(listener);
  }
  removeListener(_event: string, listener: (accounts: unknown) => void) {
    this.listeners.delete(listener);
  }
  switchTo(account: Wallet | HDNodeWallet) {
    this.account = account;
    this.emit([account.address]);
  }
  emit(accounts: string[]) {
    this.listeners.forEach((l) => l(accounts));
  }
  async request(args: RequestArguments): Promise<unknown> {
    this.calls.push(args);
    const params = (args.params ?? []) as unknown[];
    switch (args.method) {
      case "eth_requestAccounts":
        if (this.quirks.rejectAccounts) throw { code: 4001, message: "User rejected the request." };
        return [this.account.address];
      case "eth_chainId":
        return this.quirks.chainId ?? "0x1";
      case "wallet_switchEthereumChain":
        if (this.quirks.switchError) throw this.quirks.switchError;
        this.quirks.chainId = "0x38";
        return null;
      case "wallet_addEthereumChain":
        if (this.quirks.addFails) throw { code: -32602, message: "Invalid chain parameters" };
        this.quirks.chainId = "0x38";
        return null;
      case "personal_sign":
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (this.quirks.rejectSign) throw { code: 4001, message: "User rejected the request." };
        return this.account.signMessage(getBytes(params[0] as string));
      default:
        throw { code: 4200, message: "unsupported" };
    }
  }
  count(method: string) {
    return this.calls.filter((c) => c.method === method).length;
  }
}

let landed = 0;

// The page this test "runs on": the API (vitest.config.mts) answers for the same host, so its messages name it.
const PAGE = new URL("http://app.test/");
Object.defineProperty(globalThis, "location", { value: PAGE, configurable: true });

beforeAll(async () => {
  await initTestI18n();
  server.listen({ onUnhandledRequest: "error" });
  onLoggedIn(() => landed++);
});
beforeEach(async () => {
  clock.reset();
  await db.delete();
  await db.open();
  localStorage.clear();
  logout();
  ui.toasts.splice(0);
  landed = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const toasts = () => ui.toasts.map((t) => t.text);

/** What the server answers `token` now (GET /api/user/info): 200, or 10039 once the session is over. */
async function serverCode(token: string): Promise<number> {
  const response = await fetch("http://app.test/api/user/info", { headers: { Authorization: token } });
  return ((await response.json()) as { code: number }).code;
}

function expectLoggedOut() {
  expect(session.user).toBeNull();
  expect(session.connected).toBe(false);
  expect(localStorage.getItem("token")).toBeNull();
}

describe("connecting and signing in", () => {
  it("signs the nonce with the lower-cased address, stores token and address, loads the user, lands home", async () => {
    const wallet = new FakeWallet(randomWallet(), { chainId: "0x38" });
    await expect(connectWallet(wallet.detail())).resolves.toBe(true);
    const sign = wallet.calls.find((c) => c.method === "personal_sign")!;
    expect((sign.params as string[])[1]).toBe(wallet.account.address.toLowerCase());
    expect(localStorage.getItem("address")).toBe(wallet.account.address);
    expect(localStorage.getItem("token")).toMatch(/^[0-9a-f]{64}$/);
    expect(session.user?.address).toBe(wallet.account.address);
    expect(session.connected).toBe(true);
    expect(landed).toBe(1);
    expect(wallet.count("wallet_switchEthereumChain")).toBe(0);
  });

  it("asks for one signature when connect is clicked twice", async () => {
    const wallet = new FakeWallet(randomWallet(), { chainId: "0x38" });
    const [a, b] = await Promise.all([connectWallet(wallet.detail()), connectWallet(wallet.detail())]);
    expect([a, b]).toEqual([true, true]);
    expect(wallet.count("personal_sign")).toBe(1);
    expect(wallet.count("eth_requestAccounts")).toBe(1);
  });

  it("switches to 0x38 when the wallet is on another chain", async () => {
    const wallet = new FakeWallet(randomWallet(), { chainId: "0x1" });
    await expect(connectWallet(wallet.detail())).resolves.toBe(true);
    expect(wallet.calls.find((c) => c.method === "wallet_switchEthereumChain")?.params).toEqual([
      { chainId: "0x38" },
    ]);
    expect(wallet.count("wallet_addEthereumChain")).toBe(0);
  });

  it.each([
    ["4902", { code: 4902, message: "Unrecognized chain ID" }],
    ["-32603 (mobile MetaMask)", { code: -32603, message: 'Unrecognized chain ID "0x38".' }],
  ])("adds BNB Smart Chain when the wallet answers %s", async (_, switchError) => {
    const wallet = new FakeWallet(randomWallet(), { switchError });
    await expect(connectWallet(wallet.detail())).resolves.toBe(true);
    const add = wallet.calls.find((c) => c.method === "wallet_addEthereumChain")!;
    expect(add.params).toEqual([
      expect.objectContaining({
        chainId: "0x38",
        nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
      }),
    ]);
  });

  it("says 'Network add error!' and stays logged out when adding the network fails", async () => {
    const wallet = new FakeWallet(randomWallet(), {
      switchError: { code: 4902, message: "Unrecognized chain ID" },
      addFails: true,
    });
    await expect(connectWallet(wallet.detail())).resolves.toBe(false);
    expect(toasts()).toEqual(["Network add error!"]);
    expect(wallet.count("personal_sign")).toBe(0);
    expectLoggedOut();
  });

  it("stays logged out with a message when the signature is rejected", async () => {
    const wallet = new FakeWallet(randomWallet(), { chainId: "0x38", rejectSign: true });
    await expect(connectWallet(wallet.detail())).resolves.toBe(false);
    expect(toasts()).toEqual(["You declined the request in your wallet"]);
    expectLoggedOut();
    expect(landed).toBe(0);
  });

  it("stays logged out with a message when the account request is rejected", async () => {
    const wallet = new FakeWallet(randomWallet(), { rejectAccounts: true });
    await expect(connectWallet(wallet.detail())).resolves.toBe(false);
    expect(toasts()).toEqual(["You declined the request in your wallet"]);
    expectLoggedOut();
  });

  it("logs out and logs in again as the new account when the wallet switches accounts", async () => {
    const first = randomWallet();
    const second = randomWallet();
    const wallet = new FakeWallet(first, { chainId: "0x38" });
    await connectWallet(wallet.detail());
    const firstToken = localStorage.getItem("token")!;
    wallet.switchTo(second);
    expect(session.user).toBeNull(); // logged out at once
    await expect.poll(() => session.user?.address).toBe(second.address);
    expect(localStorage.getItem("address")).toBe(second.address);
    expect(localStorage.getItem("token")).not.toBe(firstToken);
    expect(wallet.count("personal_sign")).toBe(2);
    // The old account's session ended on the server, as on a disconnect; the new one stands.
    await expect.poll(() => serverCode(firstToken)).toBe(10039);
    expect(await serverCode(localStorage.getItem("token")!)).toBe(200);
  });

  it("ends the session on the server when the wallet answers no account any more", async () => {
    const wallet = new FakeWallet(randomWallet(), { chainId: "0x38" });
    await connectWallet(wallet.detail());
    const token = localStorage.getItem("token")!;
    wallet.emit([]);
    expectLoggedOut();
    await expect.poll(() => serverCode(token)).toBe(10039);
    expect(wallet.count("personal_sign")).toBe(1);
  });
});

describe("checking the message before signing it", () => {
  /** The nonce call answers this message instead of the server's own. */
  function serverAsksToSign(change: (f: Parameters<typeof buildSiweMessage>[0]) => void) {
    server.use(
      http.post("*/api/public/nonce/:address", ({ params }) => {
        const now = Date.now();
        const fields = {
          domain: PAGE.host,
          uri: PAGE.origin,
          address: String(params.address),
          chainId: 56,
          nonce: "00112233445566778899aabbccddeeff",
          issuedAt: now,
          expiresAt: now + 5 * 60_000,
        };
        change(fields);
        return HttpResponse.json({ code: 200, message: "ok", data: buildSiweMessage(fields) });
      }),
    );
  }

  it("signs the server's message, which names this page's host", async () => {
    const wallet = new FakeWallet(randomWallet(), { chainId: "0x38" });
    await expect(connectWallet(wallet.detail())).resolves.toBe(true);
    const signed = Buffer.from(
      getBytes((wallet.calls.find((c) => c.method === "personal_sign")!.params as string[])[0]!),
    );
    expect(signed.toString("utf8")).toMatch(/^app\.test wants you to sign in/);
  });

  it.each([
    [
      "another site",
      (f: { domain: string }) => (f.domain = "holder.evil.example"),
      "This sign-in request is for another website. Nothing was signed.",
    ],
    [
      "another account",
      (f: { address: string }) => (f.address = randomWallet().address),
      "This sign-in request is for another account. Nothing was signed.",
    ],
    [
      "another chain",
      (f: { chainId: number }) => (f.chainId = 1),
      "This sign-in request is for another network. Nothing was signed.",
    ],
    [
      "an expired message",
      (f: { expiresAt: number }) => (f.expiresAt = Date.now() - 1000),
      "This sign-in request has expired (check your device's clock) and was not signed. Please try again.",
    ],
    [
      "a message from the future",
      (f: { issuedAt: number }) => (f.issuedAt = Date.now() + 3_600_000),
      "This sign-in request is dated in the future (check your device's clock) and was not signed.",
    ],
  ])("refuses %s with a message, signs nothing and stays logged out", async (_, change, text) => {
    serverAsksToSign(change as (f: object) => void);
    const wallet = new FakeWallet(randomWallet(), { chainId: "0x38" });
    await expect(connectWallet(wallet.detail())).resolves.toBe(false);
    expect(wallet.count("personal_sign")).toBe(0);
    expect(toasts()).toEqual([text]);
    expectLoggedOut();
    expect(landed).toBe(0);
  });

  it("refuses a message that is not EIP-4361 at all", async () => {
    server.use(
      http.post("*/api/public/nonce/:address", () =>
        HttpResponse.json({ code: 200, message: "ok", data: "Sign this to approve: 0xdeadbeef" }),
      ),
    );
    const wallet = new FakeWallet(randomWallet(), { chainId: "0x38" });
    await expect(connectWallet(wallet.detail())).resolves.toBe(false);
    expect(wallet.count("personal_sign")).toBe(0);
    expect(toasts()).toEqual(["This sign-in request is not in the expected format. Nothing was signed."]);
  });
});
