import { ErrorCode } from "../../src/api/wire";
import type { ExchangeResult } from "../../src/api/exchange";
import { toDecimal, units } from "../../src/lib/money/units";
import { mul } from "../../src/lib/money/arithmetic";
import { quoteExchange } from "../../src/lib/money/quote";
import { clock } from "../clock";
import { COINS, EXCHANGE } from "../config";
import { db } from "../db/holderDb";
import type { UserRow } from "../db/accounts";
import { ServiceError } from "./errors";
import { once } from "./idempotency";
import { readAmount, readId } from "./input";
import { applyChanges } from "./ledger";

const coin = (id: number) => COINS.find((c) => c.id === id);

export function exchangeCoins() {
  const ids = new Set(EXCHANGE.pairs.flatMap((p) => [p.from, p.to]));
  return COINS.filter((c) => ids.has(c.id)).map((c) => ({
    coin_id: c.id,
    coin_name: c.name,
    price: c.price,
  }));
}

export function coinPairs() {
  return EXCHANGE.pairs.map(({ from, to }) => ({
    from_coin_id: from,
    to_coin_id: to,
    from_coin_name: coin(from)!.name,
    to_coin_name: coin(to)!.name,
    from_price: coin(from)!.price,
    to_price: coin(to)!.price,
  }));
}

export function exchangeConfig() {
  return {
    fee_percent: EXCHANGE.feePercent,
    min_value_usd: EXCHANGE.minValueUsd,
    decimals: EXCHANGE.decimals,
  };
}

/** Sells `amount` of one coin for another at the ratio of their prices; the fee is its own bill entry. */
export async function exchange(user: UserRow, body: Record<string, unknown>): Promise<ExchangeResult> {
  const from = readId(body.from_coin_id);
  const to = readId(body.to_coin_id);
  const pair = EXCHANGE.pairs.find((p) => p.from === from && p.to === to);
  if (!pair) throw new ServiceError(ErrorCode.pairUnknown, "pairUnknown");
  const amount = readAmount(body.amount, EXCHANGE.decimals);
  const fromCoin = coin(pair.from)!;
  const toCoin = coin(pair.to)!;
  if (mul(amount, units(fromCoin.price), "halfAwayFromZero") < units(EXCHANGE.minValueUsd)) {
    throw new ServiceError(ErrorCode.belowMinimum, "exchangeBelowMinimum", { min: EXCHANGE.minValueUsd });
  }
  const quote = quoteExchange(amount, fromCoin.price, toCoin.price, EXCHANGE.feePercent);
  const userId = user.id!;
  return db.transaction("rw", [db.balances, db.bills, db.exchanges, db.requests], () =>
    once(userId, "exchange", body, async () => {
      const row = {
        userId,
        fromCoinId: pair.from,
        toCoinId: pair.to,
        amount: toDecimal(amount),
        rate: toDecimal(quote.rate),
        fee: toDecimal(quote.fee),
        received: toDecimal(quote.received),
        created_at: clock.now(),
      };
      const id = await db.exchanges.add(row);
      const ref = `exchange:${id}`;
      await applyChanges([
        { userId, coinId: pair.from, amount: -amount, type: "exchange", ref },
        { userId, coinId: pair.to, amount: quote.gross, type: "exchange", ref },
        { userId, coinId: pair.to, amount: -quote.fee, type: "exchange_fee", ref },
      ]);
      return {
        id,
        from_coin_id: pair.from,
        to_coin_id: pair.to,
        amount: row.amount,
        rate: row.rate,
        fee: row.fee,
        received: row.received,
      };
    }),
  );
}
