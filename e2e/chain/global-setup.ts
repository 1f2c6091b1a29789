import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { APP_PORT, CHAIN_PORT, CHAIN_RPC } from "./env";

/** Resolves when `child` prints `marker`; rejects if it exits first or takes longer than `ms`. */
function waitForOutput(child: ChildProcess, marker: RegExp, ms: number, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`${name} not ready after ${ms} ms\n${log}`)), ms);
    const onData = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
      if (marker.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready\n${log}`));
    });
  });
}

/** Resolves once `url` answers (output matching breaks when CI=true turns on coloured output). */
async function waitForHttp(url: string, child: ChildProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM"); // by the PID we started, never by name
  });
}

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
