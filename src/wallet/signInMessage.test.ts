import { getBytes } from "ethers";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../mocks/hosts/node";
import { buildSiweMessage } from "../../mocks/services/siwe";
import { randomWallet } from "../../mocks/random";
import { FakeWallet } from "../test/fakeWallet";
import { expectLoggedOut, PAGE, toasts, withSignInBackend } from "../test/signInHarness";
import { connectWallet } from "./signIn";

const backend = withSignInBackend();

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
    expect(backend.landed()).toBe(0);
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
