import { adminHandlers } from "./handlers/admin";
import { adminOverviewHandlers } from "./handlers/adminOverview";
import { createAuthHandlers } from "./handlers/auth";
import { billHandlers } from "./handlers/bill";
import { checkinHandlers } from "./handlers/checkin";
import { demoHandlers as demoCalls } from "./handlers/demo";
import { exchangeHandlers } from "./handlers/exchange";
import { marketHandlers } from "./handlers/market";
import { mintHandlers } from "./handlers/mint";
import { nftHandlers } from "./handlers/nft";
import { nodeHandlers } from "./handlers/node";
import { rechargeDemoHandlers, rechargeHandlers } from "./handlers/recharge";
import { stakeHandlers } from "./handlers/stake";
import { teamHandlers } from "./handlers/team";
import { userHandlers } from "./handlers/user";
import { walletHandlers } from "./handlers/wallet";
import { withdrawHandlers } from "./handlers/withdraw";

export interface ApiSettings {
  /**
   * The origins the app is served from: sign-in messages are issued and verified for these only. Unset where the
   * backend runs on the app's own origin (the browser worker, the Node test server): the request's origin.
   */
  appOrigins?: readonly string[];
  /**
   * How long a sign-in message stays valid, in ms (`npm run api`: LOGIN_NONCE_TTL_SECONDS). Unset: five minutes
   * (NONCE_TTL_MS), what the browser worker and the Node test server always use.
   */
  nonceTtlMs?: number;
}

/**
 * The documented API (docs/openapi.yaml): the browser worker, the Node test server and the HTTP server of
 * `npm run api` all answer with these.
 */
export function apiHandlers(settings: ApiSettings = {}) {
  return [
    ...createAuthHandlers(settings.appOrigins, settings.nonceTtlMs),
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
    ...nodeHandlers,
    ...mintHandlers,
    ...stakeHandlers,
    ...teamHandlers,
    ...adminOverviewHandlers,
  ];
}

/** The documented API where the backend runs on the app's own origin. */
export const handlers = apiHandlers();

/**
 * Demo-only calls (`/api/demo/*`: the clock, bulk seeding, the benchmark floor; the simulated deposit): only where the demo runs, the
 * browser worker (demo and chain mode) and the Node test server; never over HTTP.
 */
export const demoHandlers = [...demoCalls, ...rechargeDemoHandlers];
