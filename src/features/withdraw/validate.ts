import { parseAddress } from "../../lib/address";
import { type Units, parseDecimal } from "../../lib/money/units";

export interface WithdrawForm {
  coinId: number;
  address: string;
  amount: string;
}

export interface WithdrawLimits {
  minAmount: string;
  balance: Units;
  decimals: number;
}

export type WithdrawProblem =
  | { key: "withdraw.selectCoin" }
  | { key: "withdraw.enterAddress" }
  | { key: "withdraw.addressIncorrect" }
  | { key: "withdraw.enterAmount" }
  | { key: "withdraw.amountIncorrect" }
  | { key: "withdraw.belowMinimum"; min: string }
  | { key: "withdraw.overBalance" };

/**
 * The form's checks in the order of docs/product.md#validation-messages (the backend checks the same, in the same
 * order): currency, address (hex, EIP-55 checksum when mixed case), amount (plain decimal above 0, at most `decimals`
 * places), minimum, balance.
 */
export function checkWithdrawal(form: WithdrawForm, limits: WithdrawLimits): WithdrawProblem | null {
  if (!form.coinId) return { key: "withdraw.selectCoin" };
  const address = form.address.trim();
  if (!address) return { key: "withdraw.enterAddress" };
  if (!parseAddress(address)) return { key: "withdraw.addressIncorrect" };
  return checkWithdrawAmount(form.amount, limits);
}

/** The amount's checks alone: the page previews the fee and what arrives only for an amount that passes them. */
export function checkWithdrawAmount(amountText: string, limits: WithdrawLimits): WithdrawProblem | null {
  const text = amountText.trim();
  if (!text) return { key: "withdraw.enterAmount" };
  const amount = parseDecimal(text, limits.decimals);
  if (amount === null || amount <= 0n) return { key: "withdraw.amountIncorrect" };
  const min = parseDecimal(limits.minAmount);
  if (min !== null && amount < min) return { key: "withdraw.belowMinimum", min: limits.minAmount };
  if (amount > limits.balance) return { key: "withdraw.overBalance" };
  return null;
}
