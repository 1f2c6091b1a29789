import { type Units, max, units } from "./units";
import { div, mul, percentOf, roundTo } from "./arithmetic";

export interface ExchangeQuote {
  /** Units of the coin bought per unit sold. */
  rate: Units;
  /** Before the fee, in the coin bought. */
  gross: Units;
  fee: Units;
  received: Units;
}

/**
 * Exchange amounts keep 8 decimals. Rounding (docs/decisions/0010-money.md): what the exchange pays before its fee is
 * rounded down, so it never pays out a fraction it did not earn; fees are rounded half away from zero at their
 * places; what arrives is the difference, exact.
 */
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
  const rate = div(units(fromPrice), units(toPrice), "halfAwayFromZero");
  const gross = roundTo(
    div(mul(amount, units(fromPrice), "halfAwayFromZero"), units(toPrice), "halfAwayFromZero"),
    RESULT_DECIMALS,
    "towardZero",
  );
  const fee = roundTo(
    percentOf(gross, units(feePercent), "halfAwayFromZero"),
    RESULT_DECIMALS,
    "halfAwayFromZero",
  );
  return { rate, gross, fee, received: gross - fee };
}

export interface WithdrawQuote {
  fee: Units;
  actual: Units;
}

/** Withdrawal fees keep the 4 decimals withdrawal amounts have. */
const WITHDRAW_FEE_DECIMALS = 4;

/**
 * A withdrawal's fee (a percent of the amount rounded half away from zero to 4 decimals, at least the minimum) and
 * what actually arrives.
 */
export function quoteWithdrawal(amount: Units, feePercent: string, minFee: string): WithdrawQuote {
  const fee = max(
    roundTo(
      percentOf(amount, units(feePercent), "halfAwayFromZero"),
      WITHDRAW_FEE_DECIMALS,
      "halfAwayFromZero",
    ),
    units(minFee),
  );
  const actual = amount - fee;
  return { fee, actual: actual > 0n ? actual : 0n };
}
