import type { Body, Schemas } from "./contract";
import { queryOptions } from "@tanstack/react-query";
import type { NodeBuyResult, NodeTierType } from "./wire";
import { api } from "./client";
import { keys } from "./queryKeys";

/**
 * The emulated backend's demo clock (demo and chain mode only: the real API has no such routes). Moving it forward
 * shows confirmations, income and check-in streaks without waiting.
 */
export type DemoClock = Schemas["DemoClock"];

export type AdvanceClockBody = Body<"/api/demo/clock/advance", "post">;

export function getDemoClock(): Promise<DemoClock> {
  return api.get("/api/demo/clock");
}

export const demoClockQuery = queryOptions({ queryKey: keys.demoClock, queryFn: getDemoClock });

export function advanceDemoClock(ms: number): Promise<DemoClock> {
  const body: AdvanceClockBody = { ms };
  return api.post("/api/demo/clock/advance", body);
}

/**
 * Demo only: the transfer of a tier's price to the fixed node address (the super-node sheet), credited at once and
 * spent on the node, as the real backend's chain watcher would once the transfer confirms.
 */
export function simulateSuperNodeTransfer(type: NodeTierType, requestId: string): Promise<NodeBuyResult> {
  return api.post("/api/demo/superNode", { type, request_id: requestId }, undefined, { idempotent: true });
}
