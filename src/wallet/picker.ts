import { proxy, ref } from "valtio";
import type { ProviderDetail } from "./eip1193";

/** The wallet chooser shown when more than one wallet announces itself. */
export const walletPicker = proxy({
  options: [] as ProviderDetail[],
});

let settle: ((choice: ProviderDetail | null) => void) | null = null;

export function pickWallet(options: ProviderDetail[]): Promise<ProviderDetail | null> {
  settle?.(null);
  walletPicker.options = options.map((o) => ref(o));
  return new Promise((resolve) => {
    settle = resolve;
  });
}

export function choose(choice: ProviderDetail | null): void {
  walletPicker.options = [];
  settle?.(choice);
  settle = null;
}
