import { hexlify, toUtf8Bytes, verifyMessage } from "ethers";
import { beforeEach, expect, it } from "vitest";
import { setConnectedPersona } from "./keys";
import { PERSONA_KEYS } from "./personaKeys";
import { popup, respond } from "./popup";
import { DemoWalletProvider } from "./provider";

const admin = PERSONA_KEYS.find((p) => p.id === "admin")!;

beforeEach(() => localStorage.clear());

it("connects the persona the user picks and reports its fixed address", async () => {
  const wallet = new DemoWalletProvider(PERSONA_KEYS);
  await expect(wallet.request({ method: "eth_accounts" })).resolves.toEqual([]);
  const asked = wallet.request({ method: "eth_requestAccounts" });
  expect(popup.request).toEqual({ kind: "connect" });
  respond("admin");
  await expect(asked).resolves.toEqual([admin.address]);
  await expect(wallet.request({ method: "eth_accounts" })).resolves.toEqual([admin.address]);
});

it("signs with the persona's fixed key once the user approves", async () => {
  setConnectedPersona("admin");
  const wallet = new DemoWalletProvider(PERSONA_KEYS);
  const message = "holder sign-in";
  const signing = wallet.request({
    method: "personal_sign",
    params: [hexlify(toUtf8Bytes(message)), admin.address],
  });
  await Promise.resolve();
  expect(popup.request).toMatchObject({ kind: "sign", message, account: admin.address });
  respond(true);
  expect(verifyMessage(message, (await signing) as string)).toBe(admin.address);
});
