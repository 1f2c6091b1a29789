import { route } from "./route";
import { checkIn, checkinInfo } from "../services/checkin";
import { requireUser } from "./http";

export const checkinHandlers = [
  route.get("/api/check_in/info", async ({ request }) => checkinInfo((await requireUser(request)).id!)),
  route.post("/api/check_in/do", async ({ request }) => checkIn((await requireUser(request)).id!)),
];
