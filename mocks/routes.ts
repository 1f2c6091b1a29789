import { adminHandlers } from "./handlers/admin";
import { adminOverviewHandlers } from "./handlers/adminOverview";
import { authHandlers } from "./handlers/auth";
import { billHandlers } from "./handlers/bill";
import { checkinHandlers } from "./handlers/checkin";
import { demoHandlers } from "./handlers/demo";
import { exchangeHandlers } from "./handlers/exchange";
import { marketHandlers } from "./handlers/market";
import { mintHandlers } from "./handlers/mint";
import { nftHandlers } from "./handlers/nft";
import { nodeHandlers } from "./handlers/node";
import { rechargeHandlers } from "./handlers/recharge";
import { stakeHandlers } from "./handlers/stake";
import { teamHandlers } from "./handlers/team";
import { userHandlers } from "./handlers/user";
import { walletHandlers } from "./handlers/wallet";
import { withdrawHandlers } from "./handlers/withdraw";

/** Every emulated API area; shared by the browser worker and the Node test server. */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...walletHandlers,
  ...nftHandlers,
  ...exchangeHandlers,
  ...rechargeHandlers,
  ...withdrawHandlers,
  ...billHandlers,
  ...adminHandlers,
  ...checkinHandlers,
  ...marketHandlers,
  ...demoHandlers,
  ...nodeHandlers,
  ...mintHandlers,
  ...stakeHandlers,
  ...teamHandlers,
  ...adminOverviewHandlers,
];
