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

const LINE = {
  header: /^(\S+) wants you to sign in with your Ethereum account:$/,
  address: /^0x[0-9a-fA-F]{40}$/,
  uri: /^URI: (\S+)$/,
  chainId: /^Chain ID: (\d{1,10})$/,
  nonce: /^Nonce: ([0-9a-zA-Z]{8,128})$/,
  issuedAt: /^Issued At: (\S+)$/,
  expiresAt: /^Expiration Time: (\S+)$/,
};

/**
 * The fields of a message in exactly the form `buildSiweMessage` writes, or null. Callers compare the message with
 * `buildSiweMessage(fields)`, so nothing the server did not write (extra lines, other spacing) gets through.
 */
export function parseSiweMessage(text: string): SiweFields | null {
  const lines = text.split("\n");
  if (lines.length !== 11) return null;
  const [header, address, , , , uri, , chainId, nonce, issuedAt, expiresAt] = lines;
  const pick = (re: RegExp, line: string | undefined) =>
    line === undefined ? undefined : re.exec(line)?.[1];
  const fields = {
    domain: pick(LINE.header, header),
    address: address !== undefined && LINE.address.test(address) ? address : undefined,
    uri: pick(LINE.uri, uri),
    chainId: pick(LINE.chainId, chainId),
    nonce: pick(LINE.nonce, nonce),
    issuedAt: Date.parse(pick(LINE.issuedAt, issuedAt) ?? ""),
    expiresAt: Date.parse(pick(LINE.expiresAt, expiresAt) ?? ""),
  };
  if (!fields.domain || !fields.address || !fields.uri || !fields.chainId || !fields.nonce) return null;
  if (Number.isNaN(fields.issuedAt) || Number.isNaN(fields.expiresAt)) return null;
  const parsed: SiweFields = {
    domain: fields.domain,
    address: fields.address,
    uri: fields.uri,
    chainId: Number(fields.chainId),
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    expiresAt: fields.expiresAt,
  };
  return buildSiweMessage(parsed) === text ? parsed : null;
}
