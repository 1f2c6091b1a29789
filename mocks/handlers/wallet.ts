import { route } from "./route";
import { userCoins } from "../services/wallet";
import { requireUser } from "./http";

export const walletHandlers = [
  route.get("/api/user/coins", async ({ request }) => userCoins((await requireUser(request)).id!)),
];
