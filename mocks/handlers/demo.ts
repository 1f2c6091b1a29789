import { http } from "msw";
import { seedBills } from "../services/benchSeed";
import { advanceDemoClock, demoClock } from "../services/demo";
import { simulateSuperNodeTransfer } from "../services/superNode";
import { handle, readJson, requireUser } from "./http";

/** Demo tools (the clock, bulk data for benchmarks): only the emulated backend (demo and chain mode) has them. */
export const demoHandlers = [
  http.get(
    "*/api/demo/clock",
    handle(async ({ request }) => {
      await requireUser(request);
      return demoClock();
    }),
  ),
  http.post(
    "*/api/demo/clock/advance",
    handle(async ({ request }) => {
      await requireUser(request);
      const body = await readJson(request);
      return advanceDemoClock(body.ms);
    }),
  ),

  http.post(
    "*/api/demo/superNode",
    handle(async ({ request }) =>
      simulateSuperNodeTransfer(await requireUser(request), await readJson(request)),
    ),
  ),

  http.post(
    "*/api/demo/seed/bills",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return seedBills(user.id!, (await readJson(request)).count);
    }),
  ),
  // The floor of the benchmark: the same worker round trip with no store behind it.
  http.get(
    "*/api/demo/ping",
    handle(async () => ({ count: 0, list: [], next_cursor: null })),
  ),
];
