import { route } from "./route";
import { seedBills } from "../services/benchSeed";
import { advanceDemoClock, demoClock } from "../services/demo";
import { simulateSuperNodeTransfer } from "../services/superNode";
import { readJson, requireUser } from "./http";

/** Demo tools (the clock, bulk data for benchmarks): only the emulated backend (demo and chain mode) has them. */
export const demoHandlers = [
  route.get("/api/demo/clock", async ({ request }) => {
    await requireUser(request);
    return demoClock();
  }),
  route.post("/api/demo/clock/advance", async ({ request }) => {
    await requireUser(request);
    const body = await readJson(request);
    return advanceDemoClock(body.ms);
  }),

  route.post("/api/demo/superNode", async ({ request }) =>
    simulateSuperNodeTransfer(await requireUser(request), await readJson(request)),
  ),

  route.post("/api/demo/seed/bills", async ({ request }) => {
    const user = await requireUser(request);
    return seedBills(user.id!, (await readJson(request)).count);
  }),
  // The floor of the benchmark: the same worker round trip with no store behind it.
  route.get("/api/demo/ping", async () => ({ count: 0 as const, list: [], next_cursor: null })),
];
