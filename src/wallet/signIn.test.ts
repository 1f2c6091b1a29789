import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../mocks/hosts/node";
import { FakeWallet } from "../test/fakeWallet";
import { expectLoggedOut, serverCode, toasts, withSignInBackend } from "../test/signInHarness";
import { randomWallet } from "../../mocks/random";
import { session } from "../state/session";
import { ui } from "../state/ui";
import { connectWallet } from "./signIn";

const backend = withSignInBackend();

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
    expect(backend.landed()).toBe(1);
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

  it("says the server's refusal of the sign-in once, outside the query cache, and stays logged out", async () => {
    server.use(
      http.post("*/api/public/auth/:address", () =>
        HttpResponse.json({ code: 10010, message: "Signature verification failed", data: null }),
      ),
    );
    const wallet = new FakeWallet(randomWallet(), { chainId: "0x38" });
    await expect(connectWallet(wallet.detail())).resolves.toBe(false);
    expect(ui.toasts.map((t) => [t.text, t.repeats])).toEqual([["Signature verification failed", 0]]);
    expectLoggedOut();
  });

  it("stays logged out, saying nothing, when the signature is declined (the user's choice)", async () => {
    const wallet = new FakeWallet(randomWallet(), { chainId: "0x38", rejectSign: true });
    await expect(connectWallet(wallet.detail())).resolves.toBe(false);
    expect(toasts()).toEqual([]);
    expectLoggedOut();
    expect(backend.landed()).toBe(0);
  });

  it("stays logged out, saying nothing, when the account request is closed (the user's choice)", async () => {
    const wallet = new FakeWallet(randomWallet(), { rejectAccounts: true });
    await expect(connectWallet(wallet.detail())).resolves.toBe(false);
    expect(toasts()).toEqual([]);
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
