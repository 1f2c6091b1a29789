import type { InputHTMLAttributes } from "react";

/** A text field for a wallet address: monospaced, no autocorrect, autocapitalisation or spell check; "0x…" hint. */
export function AddressInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className="input mono-input"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      placeholder="0x…"
      {...props}
    />
  );
}
