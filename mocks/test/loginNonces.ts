import { vi } from "vitest";
import { call } from "./harness";

export const nonceFor = async (address: string) =>
  (await call<string>("POST", `/api/public/nonce/${address}`)).data;
export const auth = (address: string, body: unknown) =>
  call<{ token: string }>("POST", `/api/public/auth/${address}`, { body });

/**
 * Moves Date forward by `ms`; only Date, so that timers still run and the store still answers.
 * vi.useRealTimers() undoes it.
 */
export const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
};
