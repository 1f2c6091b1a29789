import { div, floor, max, mul, percentOf, units, type Units } from "./money";

export interface ExchangeQuote {
  /** Units of the coin bought per unit sold. */
  rate: Units;
  /** Before the fee, in the coin bought. */
  gross: Units;
  fee: Units;
  received: Units;
}

/** Received amounts keep 8 decimals, rounded down: the exchange never pays out a fraction it did not earn. */
const RESULT_DECIMALS = 8;

/**
 * What an exchange of `amount` pays, the fee taken from what is bought. The page shows this before confirming and
 * the backend books exactly this, because both call this function.
 */
export function quoteExchange(
  amount: Units,
  fromPrice: string,
  toPrice: string,
  feePercent: string,
): ExchangeQuote {
  const rate = div(units(fromPrice), units(toPrice));
  const gross = floor(div(mul(amount, units(fromPrice)), units(toPrice)), RESULT_DECIMALS);
  const fee = floor(percentOf(gross, units(feePercent)), RESULT_DECIMALS);
  return { rate, gross, fee, received: gross - fee };
}

export interface WithdrawQuote {
  fee: Units;
  actual: Units;
}

/** A withdrawal's fee (a percent of the amount, at least the minimum) and what actually arrives. */
export function quoteWithdrawal(amount: Units, feePercent: string, minFee: string): WithdrawQuote {
  const fee = max(floor(percentOf(amount, units(feePercent)), 4), units(minFee));
  const actual = amount - fee;
  return { fee, actual: actual > 0n ? actual : 0n };
}
