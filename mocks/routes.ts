import { authHandlers } from "./handlers/auth";
import { nftHandlers } from "./handlers/nft";
import { userHandlers } from "./handlers/user";
import { walletHandlers } from "./handlers/wallet";

/** Every emulated API area; shared by the browser worker and the Node test server. */
export const handlers = [...authHandlers, ...userHandlers, ...walletHandlers, ...nftHandlers];
