import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { stop, waitForHttp, waitForOutput } from "../processes";
import {
  APP_PORT,
  APP_RPC_PROXY_PORT,
  CHAIN_API_TIMEOUT_MS,
  CHAIN_PORT,
  CHAIN_RPC,
  RPC_PROXY_PORT,
} from "./env";
import { start as startRpcProxy, type RpcProxy } from "./rpcProxy";

/**
 * Starts a Hardhat node (chain id 56) and deploys HolderNFT, puts the RPC proxy in front of it (pass-through until a
 * test says otherwise: e2e/chain/rpcProxy.ts), builds the app in chain mode against the proxy and serves the build.
 * The returned teardown stops both processes by their PIDs and closes the proxy, also when tests failed.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  let chain: ChildProcess | undefined;
  let appServer: ChildProcess | undefined;
  let proxy: RpcProxy | undefined;
  let appProxy: RpcProxy | undefined;
  const teardown = async () => {
    await stop(appServer);
    await proxy?.close();
    await appProxy?.close();
    await stop(chain);
  };
  try {
    chain = spawn(process.execPath, ["scripts/chain/start.mjs"], {
      env: { ...process.env, CHAIN_PORT: String(CHAIN_PORT) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    await waitForOutput(chain, /chain: ready/, 180_000, "hardhat node");

    proxy = await startRpcProxy({ target: CHAIN_RPC, port: RPC_PROXY_PORT });
    appProxy = await startRpcProxy({ target: CHAIN_RPC, port: APP_RPC_PROXY_PORT });

    const build = spawnSync("node_modules/.bin/vite", ["build", "--mode", "chain", "--logLevel", "warn"], {
      env: {
        ...process.env,
        // The backend's node, and the app's own two in order of preference (src/wallet/rpcPool.ts).
        VITE_BACKEND_RPC_URL: proxy.url,
        VITE_CHAIN_RPC_URL: `${appProxy.url},${CHAIN_RPC}`,
        VITE_API_TIMEOUT_MS: String(CHAIN_API_TIMEOUT_MS),
      },
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("chain-mode build failed");

    // Served as a CDN serves it (scripts/test/staticServer.mjs).
    appServer = spawn(process.execPath, ["scripts/test/staticServer.mjs", "dist-chain", String(APP_PORT)], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitForHttp(`http://127.0.0.1:${APP_PORT}/`, appServer, 30_000);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
