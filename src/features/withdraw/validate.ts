import { parseAddress } from "../../lib/address";

export interface WithdrawForm {
  coinId: number;
  address: string;
}

export type WithdrawProblem =
  { key: "withdraw.selectCoin" } | { key: "withdraw.enterAddress" } | { key: "withdraw.addressIncorrect" };

/**
 * What the form checks at the tap, before the amount, in the order of docs/product.md#validation-messages (the
 * backend checks the same, in the same order): currency, address (hex, EIP-55 checksum when mixed case). The amount
 * is checked as it is typed, by checkAmount (src/lib/money/amountCheck.ts).
 */
export function checkWithdrawal(form: WithdrawForm): WithdrawProblem | null {
  if (!form.coinId) return { key: "withdraw.selectCoin" };
  const address = form.address.trim();
  if (!address) return { key: "withdraw.enterAddress" };
  if (!parseAddress(address)) return { key: "withdraw.addressIncorrect" };
  return null;
}
