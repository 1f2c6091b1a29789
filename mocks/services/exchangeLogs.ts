import type { CursorPage } from "../../src/api/wire";
import type { ExchangeRecord } from "../../src/api/exchange";
import { COINS } from "../config";
import { db } from "../db/holderDb";
import type { ExchangeRow } from "../db/money";
import { keysetPage, type PageQuery } from "./paging";

const name = (id: number) => COINS.find((c) => c.id === id)?.name ?? "";

function toRecord(row: ExchangeRow): ExchangeRecord {
  return {
    id: row.id!,
    from_coin_name: name(row.fromCoinId),
    to_coin_name: name(row.toCoinId),
    amount: row.amount,
    rate: row.rate,
    fee: row.fee,
    received: row.received,
    created_at: row.created_at,
  };
}

export function exchangeLogs(userId: number, page: PageQuery): Promise<CursorPage<ExchangeRecord>> {
  return keysetPage(db.exchanges, "[userId+id]", [userId], page, toRecord);
}
