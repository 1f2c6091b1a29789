import type { Body, Schemas } from "./contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { findById } from "./listPaging";
import { pageParams } from "./pageParams";
import { queryClient } from "./queryClient";
import { keys } from "./queryKeys";
import { isUnsettled } from "./refreshWhilePending";
import { resultQuery } from "./resultQuery";
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

/** /withdrawResult?id=: the withdrawal, asked for again until sent or refused. */
export const withdrawRecordQuery = (id: number | null) =>
  resultQuery(
    keys.withdrawRecord(id),
    () => (id === null ? Promise.resolve(null) : findById(getWithdrawLogs, id)),
    (r: WithdrawalRecord) => isUnsettled(r.status),
  );

/** The POST's answer is the withdrawal its result page shows: the page opens on it without asking the list. */
export function seedWithdrawRecord(record: WithdrawalRecord, client = queryClient): void {
  client.setQueryData(withdrawRecordQuery(record.id).queryKey, record);
}
