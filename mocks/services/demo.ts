import type { DemoClock } from "../../src/api/demo";
import { ErrorCode } from "../../src/api/wire";
import { clock } from "../clock";
import { DEMO_CLOCK_MAX_ADVANCE_MS } from "../config";
import { ServiceError } from "./errors";

export function demoClock(): DemoClock {
  return { now: clock.now(), offset: clock.offset() };
}

/** Moves the demo clock forward by `ms`: a whole number of milliseconds from 1 up to 30 days. Never back. */
export function advanceDemoClock(ms: unknown): DemoClock {
  if (typeof ms !== "number" || !Number.isSafeInteger(ms) || ms < 1 || ms > DEMO_CLOCK_MAX_ADVANCE_MS) {
    throw new ServiceError(ErrorCode.badRequest, "clockInvalid");
  }
  clock.advance(ms);
  return demoClock();
}
