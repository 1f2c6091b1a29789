import { api } from "./client";
import type { AuthBody, AuthData } from "./wire";

/** The EIP-4361 message the wallet signs. */
export function requestNonce(address: string): Promise<string> {
  return api.post<string>(`/api/public/nonce/${address}`);
}

export function signIn(address: string, signature: string): Promise<AuthData> {
  const body: AuthBody = { signature };
  return api.post<AuthData>(`/api/public/auth/${address}`, body);
}
