// `npm test`'s API step: `npm run api -- --seed` on a port of its own, and `npm run test:api` against it with the
// keys of two seeded personas (Hardhat's published test accounts #3, the user with history, and #4, the admin).
// Its sign-in messages live 5 s (LOGIN_NONCE_TTL_SECONDS), so the rule that an expired one is refused waits 5 s, not
// the default 5 minutes. The server is stopped by its PID whatever the outcome. With CHAIN_ID and CHAIN_RPC_URL set (a
// node on chain 97), the server and the suite both take them.
import { spawn } from "node:child_process";
import { HDNodeWallet } from "ethers";

// SELFTEST_PORT: another port, for runs side by side (two worktrees).
const PORT = Number(process.env.SELFTEST_PORT ?? 8796);
const MNEMONIC = "test test test test test test test test test test test junk";
const key = (index) => HDNodeWallet.fromPhrase(MNEMONIC, undefined, `m/44'/60'/0'/0/${index}`).privateKey;

const api = spawn(process.execPath, ["mocks/hosts/http/start.mjs", "--seed", "--quiet"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", LOGIN_NONCE_TTL_SECONDS: "5" },
  stdio: ["ignore", "pipe", "inherit"],
});
const stop = () => api.exitCode === null && api.kill("SIGTERM");
process.on("exit", stop);

await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("npm run api did not start within 120 s")), 120_000);
  let seen = "";
  api.stdout.on("data", (chunk) => {
    seen += chunk;
    if (seen.includes("api: listening")) {
      clearTimeout(timer);
      resolve();
    }
  });
  api.once("exit", (code) => reject(new Error(`npm run api exited (${code}) before listening`)));
});

const run = spawn(
  process.execPath,
  [
    "scripts/api-conformance/start.mjs",
    ...["--url", `http://127.0.0.1:${PORT}`, "--origin", "http://127.0.0.1:4173"],
    ...["--other-origin", "http://localhost:4173"],
    ...["--user-key", key(3), "--admin-key", key(4), "--max-wait", "30"],
    // CHAIN_ID=97 with CHAIN_RPC_URL (a node on chain 97): the staging backend certified as staging is.
    ...["--chain-id", process.env.CHAIN_ID || "56"],
  ],
  { stdio: "inherit" },
);
const code = await new Promise((resolve) => run.once("exit", (c) => resolve(c ?? 1)));
stop();
process.exit(code);
