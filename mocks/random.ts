import { BaseWallet, SigningKey } from "ethers";

/** Hex of `bytes` cryptographically random bytes (Web Crypto: the same in the browser and in Node 20). */
export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, "0")).join("");
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A short code people can read out and type: no 0/O or 1/I look-alikes. */
export function randomCode(length = 6): string {
  const buf = new Uint8Array(length);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

/**
 * A wallet with a fresh random key. Not `Wallet.createRandom()`: that derives an HD wallet from a new mnemonic
 * (PBKDF2, ~30 ms each), which neither the seed nor the tests need. A `BaseWallet` (mocks/services/nftChain.ts says
 * why not a `Wallet`).
 */
export function randomWallet(): BaseWallet {
  return new BaseWallet(new SigningKey(`0x${randomHex(32)}`));
}
