import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { deployedContracts } from "../../src/contracts/deployedContracts";
import { stop, waitForHttp, waitForOutput } from "../processes";
import { ERROR_REPORT_DSN, startErrorReceiver, type ErrorReceiver } from "./errorReceiver";
import {
  API_PORT,
  API_URL,
  APP_PORT,
  APP_URL,
  CHAIN_ID,
  CHAIN_PORT,
  CHAIN_RPC,
  NODE_RECHARGE_ADDRESS,
  PROD_DIST,
} from "./env";

/**
 * Production mode as staging gets it: a Hardhat node on BSC testnet's chain id (97) with HolderNFT, `npm run api`
 * (CHAIN_ID=97) on its own origin reading that chain, and the production build for chain 97 (`vite build --mode
 * production` with every VITE_* setting) served on a third origin. The teardown stops the three processes by their PIDs, also when tests failed.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started: ChildProcess[] = [];
  let receiver: ErrorReceiver | undefined;
  const teardown = async () => {
    for (const child of started.reverse()) await stop(child);
    await receiver?.close();
  };
  try {
    const chain = spawn(process.execPath, ["scripts/chain/start.mjs"], {
      env: { ...process.env, CHAIN_PORT: String(CHAIN_PORT), CHAIN_ID: String(CHAIN_ID) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    started.push(chain);
    await waitForOutput(chain, /chain: ready/, 180_000, "hardhat node");

    const api = spawn("npm", ["run", "--silent", "api", "--", "--seed", "--quiet"], {
      env: {
        ...process.env,
        PORT: String(API_PORT),
        HOST: "127.0.0.1",
        CHAIN_RPC_URL: CHAIN_RPC,
        CHAIN_ID: String(CHAIN_ID),
        API_ORIGINS: APP_URL,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    started.push(api);
    api.stdout?.on("data", (chunk: Buffer) => {
      if (process.env.PW_API_LOG) process.stdout.write(`[api] ${chunk}`);
    });
    api.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[api] ${chunk}`));
    await waitForHttp(`${API_URL}/openapi.json`, api, 180_000);

    // The build reports its errors to this stand-in for the operator's Sentry (e2e/prod/errorReport.spec.ts).
    receiver = await startErrorReceiver();
    const build = spawnSync(
      "node_modules/.bin/vite",
      ["build", "--mode", "production", "--outDir", PROD_DIST, "--emptyOutDir", "--logLevel", "warn"],
      {
        env: {
          ...process.env,
          VITE_CHAIN_ID: String(CHAIN_ID),
          VITE_API_BASE_URL: API_URL,
          VITE_CHAIN_RPC_URL: CHAIN_RPC,
          VITE_HOLDER_NFT_ADDRESS: deployedContracts[56].HolderNFT.address,
          VITE_NODE_RECHARGE_ADDRESS: NODE_RECHARGE_ADDRESS,
          VITE_IPFS_GATEWAY: `${API_URL}/`,
          VITE_MARKETPLACE_URL: "https://element.market/collections/holder-nft",
          VITE_ERROR_REPORT_DSN: ERROR_REPORT_DSN,
        },
        stdio: "inherit",
      },
    );
    if (build.status !== 0) throw new Error("production build failed");

    // Served as a CDN serves it (scripts/test/staticServer.mjs), on the app's own origin.
    const appServer = spawn(
      process.execPath,
      ["scripts/test/staticServer.mjs", PROD_DIST, String(APP_PORT)],
      {
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    started.push(appServer);
    await waitForHttp(`${APP_URL}/`, appServer, 30_000);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
