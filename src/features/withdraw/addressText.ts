import { CHAIN_ID } from "../../config";

/** What a pasted or scanned text gives the withdrawal address field (docs/decisions/0030-paste-and-scan.md). */
export type AddressText =
  | { kind: "address"; address: string }
  /** An `ethereum:` link for another network: its address may hold nothing on the app's network. */
  | { kind: "otherChain"; chainId: number }
  | { kind: "none" };

const ADDRESS = /^0x[0-9a-f]{40}$/i;
const OUR_CHAIN: number = CHAIN_ID;

/** "0X…" (a QR code's upper-case alphanumeric mode) becomes "0x…"; the digits keep their case, checksum and all. */
const hex = (text: string) => `0x${text.slice(2)}`;

/**
 * The receiving address a text holds: a bare 0x address, or an EIP-681 link (`ethereum:[pay-]0x…[@chain][/fn][?…]`)
 * as wallets put in their "receive" QR codes. A token transfer link (`ethereum:<token>@56/transfer?address=0x…`)
 * names the recipient in `address`: the link's own address is the token contract, and money sent there is lost.
 * Any other function call, an ENS name or other text holds no address. The checksum is the form's to judge.
 */
export function readAddressText(raw: string): AddressText {
  const text = raw.trim();
  if (ADDRESS.test(text)) return { kind: "address", address: hex(text) };
  const link =
    /^ethereum:(?:pay-)?(0x[0-9a-f]{40})(?:@(\d+|0x[0-9a-f]+))?(?:\/([^?#]*))?(?:\?([^#]*))?$/i.exec(text);
  if (!link) return { kind: "none" };
  const [, target, chain, fn, query] = link;
  if (chain !== undefined) {
    const chainId = Number(chain);
    if (chainId !== OUR_CHAIN) return { kind: "otherChain", chainId };
  }
  if (!fn) return { kind: "address", address: hex(target!) };
  if (fn.toLowerCase() !== "transfer") return { kind: "none" };
  const recipient = new URLSearchParams(query ?? "").get("address") ?? "";
  return ADDRESS.test(recipient) ? { kind: "address", address: hex(recipient) } : { kind: "none" };
}
