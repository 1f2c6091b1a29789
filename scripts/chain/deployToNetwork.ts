// `npm run deploy -- --network bscTestnet|bsc` (through scripts/chain/cli.mjs): deploys HolderNFT to a real network,
// hands MINTER_ROLE to MINTER_ADDRESS and DEFAULT_ADMIN_ROLE to ADMIN_ADDRESS, renounces the deployer's roles and
// writes deployments/<network>.json (DEPLOYMENTS_DIR overrides the folder). Settings come from the environment only
// (scripts/chain/deployment.ts checks them); any refusal is one message, without a stack trace, and exit code 1.
// It never writes src/contracts/deployedContracts.ts: that file is the local node's (scripts/chain/deploy.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import "@nomicfoundation/hardhat-ethers";
import type { HardhatEthersSigner } from "@nomicfoundation/hardhat-ethers/signers";
import { TASK_COMPILE } from "hardhat/builtin-tasks/task-names";
import hre from "hardhat";
import {
  chainIdProblem,
  checkDeploySettings,
  formatDeploymentRecord,
  recordDirProblem,
  REMOTE_NETWORKS,
  type DeploymentRecord,
  type DeploySettings,
} from "./deployment";
import {
  chainIdOf,
  compilerSettings,
  gitState,
  recordFile,
  Refusal,
  repositoryDeploymentsDir,
  runAsTask,
} from "./onNetwork";

async function main(): Promise<void> {
  const { problems, settings } = checkDeploySettings(hre.network.name, process.env);
  if (!settings) throw new Refusal(problems);
  const { network } = settings;

  const { file, shown } = recordFile(network);
  const wrongDir = recordDirProblem(settings.loopback, path.dirname(file), repositoryDeploymentsDir());
  if (wrongDir) throw new Refusal([wrongDir]);
  if (existsSync(file)) {
    let what = "";
    try {
      const old = JSON.parse(readFileSync(file, "utf8")) as Partial<DeploymentRecord>;
      what = ` (HolderNFT ${old.address} in block ${old.block})`;
    } catch {
      // An unreadable record is still a record not to overwrite.
    }
    throw new Refusal([
      `${shown} already exists${what}: another deployment would give the app a new address and leave the old contract's tokens behind; move the record away first if a new contract is really meant`,
    ]);
  }
  const git = gitState();
  if (!git) throw new Refusal(["the record names the commit deployed, and `git rev-parse HEAD` failed here"]);
  if (network === "bsc" && git.contractsModified)
    throw new Refusal([
      "contracts/ has uncommitted changes: mainnet is deployed from a commit, so that the record and BscScan's source are what was reviewed",
    ]);

  const chainId = await chainIdOf(network, settings.rpcUrl);
  const wrongChain = chainIdProblem(network, chainId);
  if (wrongChain) throw new Refusal([wrongChain]);

  await hre.run(TASK_COMPILE, { quiet: true });
  const deployer = (await hre.ethers.getSigners()).find((s) => s.address === settings.deployer);
  if (!deployer) throw new Error(`hardhat.config.ts did not give ${network} the DEPLOYER_KEY account`);
  if ((await hre.ethers.provider.getBalance(deployer.address)) === 0n)
    throw new Refusal([
      `the deployer ${deployer.address} (DEPLOYER_KEY) has no ${network === "bsc" ? "BNB" : "tBNB"} on ${network} to pay for the deployment`,
    ]);

  console.log(`deploy: HolderNFT to ${network} (chain ${chainId}) from ${deployer.address}`);
  const factory = await hre.ethers.getContractFactory("HolderNFT", deployer);
  const nft = await factory.deploy(deployer.address);
  const deployment = nft.deploymentTransaction();
  if (!deployment) throw new Error("the deployment has no transaction");
  const receipt = await deployment.wait(1);
  if (!receipt || receipt.status !== 1) throw new Error(`the deployment ${deployment.hash} failed`);
  const address = await nft.getAddress();
  console.log(`deploy: deployed at ${address} (tx ${deployment.hash}, block ${receipt.blockNumber})`);

  let roles: DeploymentRecord["roles"];
  try {
    roles = await handOverRoles(nft, settings, deployer);
  } catch (error) {
    throw new Error(
      `HolderNFT is at ${address}, but its setup stopped: ${error instanceof Error ? error.message : String(error)}. ` +
        `No record was written; see which roles the deployer still holds at ` +
        `${REMOTE_NETWORKS[network].explorer}/address/${address}, then finish with the deployer's key or deploy anew`,
      { cause: error },
    );
  }

  const block = await hre.ethers.provider.getBlock(receipt.blockNumber);
  const record: DeploymentRecord = {
    contract: "HolderNFT",
    network,
    chainId,
    address,
    transaction: deployment.hash,
    block: receipt.blockNumber,
    deployedAt: new Date(Number(block?.timestamp ?? 0) * 1000).toISOString(),
    deployer: deployer.address,
    constructorArguments: [deployer.address],
    roles,
    compiler: await compilerSettings(),
    commit: git.commit,
    contractsModified: git.contractsModified,
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, formatDeploymentRecord(record));
  console.log(`deploy: the deployer holds no role now; wrote ${shown}`);
  if (record.contractsModified) console.log("deploy: note: contracts/ had uncommitted changes (recorded)");
  console.log(`deploy: ${REMOTE_NETWORKS[network].explorer}/address/${address}`);
  console.log(
    `next: npm run verify -- --network ${network}; build with VITE_CHAIN_ID=${chainId} VITE_DEPLOYMENT=${shown}`,
  );
}

type Contract = Awaited<ReturnType<Awaited<ReturnType<typeof hre.ethers.getContractFactory>>["deploy"]>>;

/**
 * MINTER_ROLE to the backend's signer, DEFAULT_ADMIN_ROLE to the multisig, then the deployer renounces both (its
 * admin role last: until then it could still mend a failed step). Read back from the chain before anything is
 * recorded: the record says only what the contract holds.
 */
async function handOverRoles(
  nft: Contract,
  settings: DeploySettings,
  deployer: HardhatEthersSigner,
): Promise<DeploymentRecord["roles"]> {
  const minterRole = (await nft.getFunction("MINTER_ROLE")()) as string;
  const adminRole = (await nft.getFunction("DEFAULT_ADMIN_ROLE")()) as string;
  const send = async (label: string, method: "grantRole" | "renounceRole", role: string, account: string) => {
    const tx = (await nft.getFunction(method)(role, account)) as {
      hash: string;
      wait(n: number): Promise<unknown>;
    };
    await tx.wait(1);
    console.log(`deploy: ${label} (tx ${tx.hash})`);
    return tx.hash;
  };
  const transactions = {
    grantMinter: await send(
      `MINTER_ROLE granted to ${settings.minter}`,
      "grantRole",
      minterRole,
      settings.minter,
    ),
    grantAdmin: await send(
      `DEFAULT_ADMIN_ROLE granted to ${settings.admin}`,
      "grantRole",
      adminRole,
      settings.admin,
    ),
    renounceMinter: await send(
      "the deployer renounced MINTER_ROLE",
      "renounceRole",
      minterRole,
      deployer.address,
    ),
    renounceAdmin: await send(
      "the deployer renounced DEFAULT_ADMIN_ROLE",
      "renounceRole",
      adminRole,
      deployer.address,
    ),
  };

  const hasRole = async (role: string, account: string) =>
    (await nft.getFunction("hasRole")(role, account)) as boolean;
  const wrong = [
    !(await hasRole(minterRole, settings.minter)) && `MINTER_ADDRESS ${settings.minter} lacks MINTER_ROLE`,
    !(await hasRole(adminRole, settings.admin)) && `ADMIN_ADDRESS ${settings.admin} lacks DEFAULT_ADMIN_ROLE`,
    (await hasRole(minterRole, deployer.address)) && "the deployer still holds MINTER_ROLE",
    (await hasRole(adminRole, deployer.address)) && "the deployer still holds DEFAULT_ADMIN_ROLE",
  ].filter((line): line is string => typeof line === "string");
  if (wrong.length) throw new Error(`the roles are not as meant: ${wrong.join("; ")}`);
  return { MINTER_ROLE: settings.minter, DEFAULT_ADMIN_ROLE: settings.admin, transactions };
}

runAsTask(
  `deploy: HolderNFT not deployed to ${hre.network.name}`,
  `deploy: failed on ${hre.network.name}`,
  main,
);
