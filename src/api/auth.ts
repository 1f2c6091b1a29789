import { request } from "./client";
import type { AuthBody, AuthData } from "./wire";

/** How long a disconnect waits for the server to end the session before going on without it. */
export const LOGOUT_TIMEOUT_MS = 2_000;

/**
 * The last message the server gave each address to sign. Sign-in posts it back with the signature, so the server
 * checks exactly that message and no later nonce request (anyone's) can crowd it out (docs/decisions/0013).
 */
const issued = new Map<string, string>();

/** The EIP-4361 message the wallet signs. */
export async function requestNonce(address: string): Promise<string> {
  const message = await request<string>("POST", `/api/public/nonce/${address}`);
  issued.set(address.toLowerCase(), message);
  return message;
}

export async function signIn(address: string, signature: string): Promise<AuthData> {
  const body: AuthBody = { signature, message: issued.get(address.toLowerCase()) };
  const data = await request<AuthData>("POST", `/api/public/auth/${address}`, { body });
  issued.delete(address.toLowerCase());
  return data;
}

/**
 * Ends the current session on the server (POST /api/user/logout), best effort: it never shows an error, never
 * rejects and gives up after LOGOUT_TIMEOUT_MS, so the local logout goes on whatever the network does. The token
 * is read when the call starts, so the local logout may clear it right after.
 */
export async function revokeSession(timeoutMs = LOGOUT_TIMEOUT_MS): Promise<void> {
  try {
    await request<null>("POST", "/api/user/logout", { quiet: true, keepalive: true, timeoutMs });
  } catch {
    // Offline, timed out or already expired: the token is dropped locally all the same.
  }
}
