import type { Body, Schemas } from "./contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { pageParams } from "./pageParams";
import { keys } from "./queryKeys";
import { isUnsettled } from "./refreshWhilePending";
import { listedRecord } from "./resultQuery";
import type { CursorQuery } from "./wire";

export type RechargeChannel = Schemas["RechargeProtocol"]["channels"][number];

export type RechargeProtocol = Schemas["RechargeProtocol"];

export type DepositAddress = Schemas["DepositAddress"];

export type RechargeRecord = Schemas["RechargeRecord"];

export type SimulateDepositBody = Body<"/api/user/recharge/simulate", "post">;

// The document answers either list from one path (by `type`); this call asks for the deposit one.
export const getRechargeProtocols = () =>
  api.get("/api/user/coin_protocol", { type: "recharge" }) as Promise<RechargeProtocol[]>;
export const getDepositAddress = (coinId: number, channel: string) =>
  api.get("/api/user/coin_address", { coin_id: coinId, channel });
export const rechargeProtocolsQuery = queryOptions({
  queryKey: keys.rechargeProtocols,
  queryFn: getRechargeProtocols,
});
export const depositAddressQuery = (coinId: number, channel: string) =>
  queryOptions({
    queryKey: keys.depositAddress(coinId, channel),
    queryFn: () => getDepositAddress(coinId, channel),
    enabled: coinId > 0 && channel !== "",
  });
export const getRechargeLogs = (query: CursorQuery = {}) =>
  api.get("/api/user/recharge/logs", pageParams(query));
/** Demo mode only: a deposit as if it arrived on chain, credited after the confirmation time. */
export const simulateDeposit = (body: SimulateDepositBody) =>
  api.post("/api/user/recharge/simulate", body, undefined, { idempotent: true });

/**
 * /rechargeResult?id=: the deposit, asked for again until received, so the page turns "received" by itself; the demo
 * deposit's answer is the record the page shows, so the page opens on it without asking the list.
 */
const rechargeRecord = listedRecord(keys.rechargeRecord, getRechargeLogs, (r: RechargeRecord) =>
  isUnsettled(r.status),
);
export const rechargeRecordQuery = rechargeRecord.query;
export const seedRechargeRecord = rechargeRecord.seed;
