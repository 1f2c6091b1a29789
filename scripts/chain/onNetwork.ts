// What deployToNetwork.ts and verifyOnNetwork.ts share inside Hardhat: the records' folder, the compiler settings of
// hardhat.config.ts, the checked-out commit, the node's chain id, and refusals printed as one message.
import { execFileSync } from "node:child_process";
import path from "node:path";
import hre from "hardhat";
import { describeRefusal, REMOTE_NETWORKS, type CompilerSettings, type RemoteNetwork } from "./deployment";

/** A refusal: printed as one message naming each problem, no stack trace. */
export class Refusal extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("; "));
  }
}

/** The repository's `deployments/`: real networks' records, committed. */
export function repositoryDeploymentsDir(): string {
  return path.resolve(hre.config.paths.root, "deployments");
}

/** Where records go: the repository's `deployments/`, or DEPLOYMENTS_DIR (a rehearsal's temporary folder). */
export function deploymentsDir(): string {
  const chosen = process.env.DEPLOYMENTS_DIR?.trim();
  return chosen ? path.resolve(chosen) : repositoryDeploymentsDir();
}

/** The record of `network`, and the path to show for it. */
export function recordFile(network: RemoteNetwork): { file: string; shown: string } {
  const file = path.join(deploymentsDir(), `${network}.json`);
  const relative = path.relative(process.cwd(), file);
  return { file, shown: relative && !relative.startsWith("..") ? relative : file };
}

/** The compiler settings of hardhat.config.ts (solc-js, offline), as a record keeps them. Call after compiling. */
export async function compilerSettings(): Promise<CompilerSettings> {
  const compilers = hre.config.solidity.compilers;
  const compiler = compilers[0];
  if (!compiler || compilers.length !== 1)
    throw new Error("hardhat.config.ts must name exactly one compiler");
  const buildInfo = await hre.artifacts.getBuildInfo("contracts/HolderNFT.sol:HolderNFT");
  const optimizer = (compiler.settings.optimizer ?? {}) as { enabled?: boolean; runs?: number };
  return {
    version: compiler.version,
    longVersion: buildInfo?.solcLongVersion ?? compiler.version,
    optimizer: { enabled: optimizer.enabled === true, runs: Number(optimizer.runs ?? 200) },
    evmVersion: String(compiler.settings.evmVersion ?? "default"),
  };
}

/** The commit checked out, and whether contracts/ differs from it; null outside a git checkout. */
export function gitState(): { commit: string; contractsModified: boolean } | null {
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: hre.config.paths.root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  try {
    return {
      commit: git("rev-parse", "HEAD").trim(),
      contractsModified: git("status", "--porcelain", "--", "contracts").trim() !== "",
    };
  } catch {
    return null;
  }
}

/**
 * The chain id the network's node answers with, asked directly: Hardhat's provider would refuse a node of another
 * chain itself (HH101) before this could name the variable. A node that does not answer is a refusal too.
 */
export async function chainIdOf(network: RemoteNetwork, url: string): Promise<number> {
  const { rpcVariable } = REMOTE_NETWORKS[network];
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      signal: AbortSignal.timeout(20_000),
    });
    const answer = (await response.json()) as { result?: unknown };
    if (typeof answer.result !== "string")
      throw new Error(`HTTP ${response.status}, no chain id in the answer`);
    return Number(BigInt(answer.result));
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    const reason = error instanceof Error ? `${error.message.split("\n")[0]}${cause}` : String(error);
    throw new Refusal([`${rpcVariable} did not answer eth_chainId: ${reason}`]);
  }
}

/**
 * Runs a script's `main`: a refusal prints `refused` and its problems; any other failure (a failed transaction, a
 * node gone) `failed` and its message, not Hardhat's trace of the script. Either way the exit code is 1.
 */
export function runAsTask(refused: string, failed: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof Refusal) console.error(describeRefusal(refused, error.problems));
    else console.error(`${failed}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
