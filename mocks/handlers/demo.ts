import { http } from "msw";
import { advanceDemoClock, demoClock } from "../services/demo";
import { handle, readJson, requireUser } from "./http";

/** The demo clock: only the emulated backend (demo and chain mode) has these routes. */
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
];
