// `npm run verify -- --network bscTestnet|bsc` (through scripts/chain/cli.mjs): publishes HolderNFT's source on
// BscScan for the contract in deployments/<network>.json, through @nomicfoundation/hardhat-verify and Etherscan's v2
// API (one key, BSCSCAN_API_KEY, for both chains). It refuses, naming each problem, without the key, the node's URL
// or a valid record, when the node is another chain's, or when hardhat.config.ts no longer compiles as recorded.
import { readFileSync } from "node:fs";
import { TASK_COMPILE } from "hardhat/builtin-tasks/task-names";
import hre from "hardhat";
import {
  chainIdProblem,
  compilerDifferences,
  deploymentRecordProblems,
  isRemoteNetwork,
  REMOTE_NETWORKS,
  rpcUrlProblem,
  type DeploymentRecord,
} from "./deployment";
import { chainIdOf, compilerSettings, recordFile, Refusal, runAsTask } from "./onNetwork";

async function main(): Promise<void> {
  const network = hre.network.name;
  if (!isRemoteNetwork(network))
    throw new Refusal([`--network ${network}: verify on bscTestnet (chain 97) or bsc (chain 56)`]);
  const { rpcVariable } = REMOTE_NETWORKS[network];
  const problems: string[] = [];
  if (!process.env.BSCSCAN_API_KEY?.trim())
    problems.push(
      "BSCSCAN_API_KEY is missing: an Etherscan API (v2) key, whose plan covers BNB Smart Chain (etherscan.io)",
    );
  const rpcUrl = process.env[rpcVariable]?.trim() ?? "";
  if (!rpcUrl) problems.push(`${rpcVariable} is missing: the ${network} node, asked for the contract's code`);
  else {
    const problem = rpcUrlProblem(rpcVariable, rpcUrl);
    if (problem) problems.push(problem);
  }

  const { file, shown } = recordFile(network);
  let record: DeploymentRecord | null = null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    const wrong = deploymentRecordProblems(parsed);
    if (wrong.length) problems.push(`${shown} is not a deployment record: ${wrong.join("; ")}`);
    else if ((parsed as DeploymentRecord).network !== network)
      problems.push(`${shown} is a record of ${(parsed as DeploymentRecord).network}, not ${network}`);
    else record = parsed as DeploymentRecord;
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "does not exist" : "cannot be read as JSON";
    problems.push(`${shown} ${reason}: \`npm run deploy -- --network ${network}\` writes it`);
  }
  if (problems.length || !record) throw new Refusal(problems);

  const wrongChain = chainIdProblem(network, await chainIdOf(network, rpcUrl));
  if (wrongChain) throw new Refusal([wrongChain]);
  await hre.run(TASK_COMPILE, { quiet: true });
  const differences = compilerDifferences(record.compiler, await compilerSettings());
  if (differences.length)
    throw new Refusal([
      `hardhat.config.ts no longer compiles as the record says (${differences.join(", ")}): check out commit ${record.commit} to verify`,
    ]);

  console.log(
    `verify: HolderNFT ${record.address} on ${network}, constructor (${record.constructorArguments.join(", ")})`,
  );
  await hre.run("verify:verify", {
    address: record.address,
    constructorArguments: record.constructorArguments,
    contract: "contracts/HolderNFT.sol:HolderNFT",
  });
}

runAsTask(
  `verify: HolderNFT not verified on ${hre.network.name}`,
  `verify: failed on ${hre.network.name}`,
  main,
);
