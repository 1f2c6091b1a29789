import { route } from "./route";
import { clock } from "../clock";
import { settleDue } from "../services/settleDue";
import { userCoins } from "../services/wallet";
import { requireUser } from "./http";

export const walletHandlers = [
  route.get("/api/user/coins", async ({ request }) => {
    const user = await requireUser(request);
    await settleDue(clock.now());
    return userCoins(user.id!);
  }),
];
