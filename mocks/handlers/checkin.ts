import { http } from "msw";
import { checkIn, checkinInfo } from "../services/checkin";
import { handle, requireUser } from "./http";

export const checkinHandlers = [
  http.get(
    "*/api/check_in/info",
    handle(async ({ request }) => checkinInfo((await requireUser(request)).id!)),
  ),
  http.post(
    "*/api/check_in/do",
    handle(async ({ request }) => checkIn((await requireUser(request)).id!)),
  ),
];
