// Hardhat 2, offline: the compiler is the npm `solc` package (solc-js), never a download.
import { subtask, type HardhatUserConfig } from "hardhat/config";
import { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } from "hardhat/builtin-tasks/task-names";
import "@nomicfoundation/hardhat-toolbox";
import { networkIdProblem, parseNetworkId, type NetworkId } from "./src/networks";

const SOLC_VERSION = "0.8.28";

subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async (args: { solcVersion: string }, _hre, runSuper) => {
  if (args.solcVersion !== SOLC_VERSION) return runSuper();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const solc = require("solc") as { version(): string };
  return {
    compilerPath: require.resolve("solc/soljson.js"),
    isSolcJs: true,
    version: SOLC_VERSION,
    longVersion: solc.version(),
  };
});

/**
 * The local node's chain id: BNB Smart Chain's 56 (0x38) unless CHAIN_ID says 97, BSC testnet's, to rehearse staging
 * offline (the production e2e run and the deploy rehearsal). The same variable sets `npm run api`'s.
 */
export const CHAIN_ID = localChainId(process.env.CHAIN_ID);

function localChainId(raw: string | undefined): NetworkId {
  const id = parseNetworkId(raw);
  if (id === null) throw new Error(networkIdProblem("CHAIN_ID", raw)!);
  return id;
}

/**
 * BSC and its testnet, for `npm run deploy|verify -- --network bsc|bscTestnet` (docs/decisions/0037-deploying-to-bsc.md).
 * The node's URL and the deployer's key come from the environment only, never from a file; unset, the network is
 * still defined (every other run has no such variables) and the deploy script names what is missing. A malformed key
 * is left out rather than handed to Hardhat, whose config check would print it.
 */
function remoteNetwork(chainId: 56 | 97, urlVariable: "BSC_RPC_URL" | "BSC_TESTNET_RPC_URL") {
  const key = process.env.DEPLOYER_KEY?.trim().replace(/^0x/, "") ?? "";
  return {
    chainId,
    url:
      process.env[urlVariable]?.trim() ||
      `http://${urlVariable.toLowerCase().replaceAll("_", "-")}-unset.invalid`,
    accounts: /^[0-9a-fA-F]{64}$/.test(key) ? [`0x${key}`] : [],
  };
}

/** `hardhat coverage`, whose compile must not overwrite the real artifacts. */
const COVERAGE = process.argv.includes("coverage");

const config: HardhatUserConfig = {
  solidity: {
    version: SOLC_VERSION,
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: "cancun" },
  },
  paths: {
    tests: "./test/contracts",
    // solidity-coverage compiles instrumented contracts into the paths it is given: its own, so the real artifacts and
    // their cache stay as they are and the next compile has nothing to do (it was a full solc-js run, ~7 CPU-seconds).
    ...(COVERAGE ? { artifacts: "./cache/coverage/artifacts", cache: "./cache/coverage/cache" } : {}),
  },
  networks: {
    hardhat: { chainId: CHAIN_ID },
    // CHAIN_PORT lets the e2e run keep its own node beside a developer's `npm run chain` on 8545.
    localhost: { url: `http://127.0.0.1:${process.env.CHAIN_PORT ?? 8545}`, chainId: CHAIN_ID },
    bscTestnet: remoteNetwork(97, "BSC_TESTNET_RPC_URL"),
    bsc: remoteNetwork(56, "BSC_RPC_URL"),
  },
  // hardhat-verify: one Etherscan v2 key serves both chains (its built-in bsc and bscTestnet); Sourcify is off.
  etherscan: { apiKey: process.env.BSCSCAN_API_KEY?.trim() ?? "" },
  sourcify: { enabled: false },
  typechain: { outDir: "typechain-types", target: "ethers-v6" },
  gasReporter: { enabled: false },
  mocha: { timeout: 60_000 },
};

export default config;
