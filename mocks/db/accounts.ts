import type { NodeType } from "../../src/api/wire";

export interface UserRow {
  id?: number;
  /** Lower-cased; addresses are compared lower-cased. */
  address: string;
  invite_code: string;
  pid: number;
  level: number;
  node_type: NodeType;
  is_admin: 0 | 1;
  created_at: number;
}

/**
 * A sign-in message issued for `address`, kept only so a client that posts the signature alone
 * (docs/product.md#api-calls) can be matched; a few newest per address. A client that posts the message back needs no
 * row (docs/decisions/0013).
 */
export interface NonceRow {
  /** The message's `Nonce:` value. */
  nonce: string;
  /** Lower-cased. */
  address: string;
  message: string;
  issuedAt: number;
  expiresAt: number;
}

/** A nonce that signed someone in: refused from then on, kept until it would have expired anyway. */
export interface UsedNonceRow {
  nonce: string;
  expiresAt: number;
}

/** A server-side secret, e.g. the key that authenticates the sign-in messages it issued. */
export interface SecretRow {
  name: string;
  /** Hex. */
  value: string;
}

export interface SessionRow {
  token: string;
  userId: number;
  expiresAt: number;
}
