import type { NodeBuyResult, NodeTierType } from "./wire";
import { api } from "./client";

/**
 * The emulated backend's demo clock (demo and chain mode only: the real API has no such routes). Moving it forward
 * shows confirmations, income and check-in streaks without waiting.
 */
export interface DemoClock {
  /** The backend's now, epoch ms. */
  now: number;
  /** How far the demo clock is ahead of real time, ms. */
  offset: number;
}

export interface AdvanceClockBody {
  /** A whole number of milliseconds, 1 up to 30 days. */
  ms: number;
}

export function getDemoClock(): Promise<DemoClock> {
  return api.get("/api/demo/clock");
}

export function advanceDemoClock(ms: number): Promise<DemoClock> {
  const body: AdvanceClockBody = { ms };
  return api.post("/api/demo/clock/advance", body);
}

/**
 * Demo only: the transfer of a tier's price to the fixed node address (the super-node sheet), credited at once and
 * spent on the node, as the real backend's chain watcher would once the transfer confirms.
 */
export function simulateSuperNodeTransfer(type: NodeTierType, requestId: string): Promise<NodeBuyResult> {
  return api.post("/api/demo/superNode", { type, request_id: requestId });
}
