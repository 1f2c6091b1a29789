import { http } from "msw";
import { userCoins } from "../services/wallet";
import { handle, requireUser } from "./http";

export const walletHandlers = [
  http.get(
    "*/api/user/coins",
    handle(async ({ request }) => userCoins((await requireUser(request)).id!)),
  ),
];
