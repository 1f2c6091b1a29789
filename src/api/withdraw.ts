import type { Body, Schemas } from "./contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { pageParams } from "./pageParams";
import { keys } from "./queryKeys";
import { isUnsettled } from "./refreshWhilePending";
import { listedRecord } from "./resultQuery";
import type { CursorQuery } from "./wire";

export type WithdrawChannel = Schemas["WithdrawProtocol"]["channels"][number];

export type WithdrawProtocol = Schemas["WithdrawProtocol"];

export type WithdrawBody = Body<"/api/exchange/withdraw", "post">;

export type WithdrawalRecord = Schemas["WithdrawalRecord"];

// The document answers either list from one path (by `type`); this call asks for the withdrawal one.
export const getWithdrawProtocols = () =>
  api.get("/api/user/coin_protocol", { type: "withdraw" }) as Promise<WithdrawProtocol[]>;
export const withdrawProtocolsQuery = queryOptions({
  queryKey: keys.withdrawProtocols,
  queryFn: getWithdrawProtocols,
});
export const postWithdraw = (body: WithdrawBody) =>
  api.post("/api/exchange/withdraw", body, undefined, { idempotent: true });
export const getWithdrawLogs = (query: CursorQuery = {}) =>
  api.get("/api/user/withdraw/logs", pageParams(query));

/**
 * /withdrawResult?id=: the withdrawal, asked for again until sent or refused; the POST's answer is the withdrawal the
 * page shows, so the page opens on it without asking the list (`seedWithdrawRecord`).
 */
const withdrawRecord = listedRecord(keys.withdrawRecord, getWithdrawLogs, (r: WithdrawalRecord) =>
  isUnsettled(r.status),
);
export const withdrawRecordQuery = withdrawRecord.query;
export const seedWithdrawRecord = withdrawRecord.seed;
