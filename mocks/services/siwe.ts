export interface SiweFields {
  domain: string;
  uri: string;
  address: string;
  chainId: number;
  nonce: string;
  issuedAt: number;
  expiresAt: number;
}

const STATEMENT =
  "Sign in to Holder. This request will not trigger a blockchain transaction or cost any gas fees.";

/** An EIP-4361 "Sign-In with Ethereum" message: what the wallet shows the user before signing. */
export function buildSiweMessage(f: SiweFields): string {
  return [
    `${f.domain} wants you to sign in with your Ethereum account:`,
    f.address,
    "",
    STATEMENT,
    "",
    `URI: ${f.uri}`,
    "Version: 1",
    `Chain ID: ${f.chainId}`,
    `Nonce: ${f.nonce}`,
    `Issued At: ${new Date(f.issuedAt).toISOString()}`,
    `Expiration Time: ${new Date(f.expiresAt).toISOString()}`,
  ].join("\n");
}
