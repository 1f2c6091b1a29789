import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { stop, waitForHttp, waitForOutput } from "../processes";
import { APP_PORT, CHAIN_PORT, CHAIN_RPC } from "./env";

/**
 * Starts a Hardhat node (chain id 56) and deploys HolderNFT, builds the app in chain mode against it and serves the
 * build. The returned teardown stops both processes by their PIDs, also when tests failed.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  let chain: ChildProcess | undefined;
  let preview: ChildProcess | undefined;
  const teardown = async () => {
    await stop(preview);
    await stop(chain);
  };
  try {
    chain = spawn(process.execPath, ["scripts/chain/start.mjs"], {
      env: { ...process.env, CHAIN_PORT: String(CHAIN_PORT) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    await waitForOutput(chain, /chain: ready/, 180_000, "hardhat node");

    const build = spawnSync("node_modules/.bin/vite", ["build", "--mode", "chain", "--logLevel", "warn"], {
      env: { ...process.env, VITE_CHAIN_RPC_URL: CHAIN_RPC },
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("chain-mode build failed");

    preview = spawn(
      "node_modules/.bin/vite",
      ["preview", "--mode", "chain", "--host", "127.0.0.1", "--port", String(APP_PORT), "--strictPort"],
      { stdio: "ignore" },
    );
    await waitForHttp(`http://127.0.0.1:${APP_PORT}/`, preview, 30_000);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
