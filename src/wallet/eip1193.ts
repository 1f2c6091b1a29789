export interface RequestArguments {
  method: string;
  params?: unknown[] | Record<string, unknown>;
}

export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

export interface ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface ProviderDetail {
  info: ProviderInfo;
  provider: Eip1193Provider;
}

/** A provider error's numeric code; some wallets nest the real one (mobile MetaMask wraps 4902 in -32603). */
export function rpcErrorCode(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } } };
  const nested = e.data?.originalError?.code;
  if (typeof nested === "number") return nested;
  return typeof e.code === "number" ? e.code : undefined;
}

export const USER_REJECTED = 4001;
export const UNKNOWN_CHAIN = 4902;
