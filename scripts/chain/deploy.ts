// Deploys HolderNFT. `deployHolderNFT()` is the Hardhat tests' fixture; run as a script
// (`hardhat run scripts/chain/deploy.ts --network localhost`) it deploys, grants MINTER_ROLE to the backend's
// account and writes src/contracts/deployedContracts.ts.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import "@nomicfoundation/hardhat-ethers";
import hre from "hardhat";

/** Hardhat account #1: the emulated backend mints with it. */
export const MINTER_ACCOUNT_INDEX = 1;

export async function deployHolderNFT() {
  const signers = await hre.ethers.getSigners();
  const [admin, minter, alice, bob, stranger] = signers;
  if (!admin || !minter || !alice || !bob || !stranger) throw new Error("need at least 5 accounts");
  const factory = await hre.ethers.getContractFactory("HolderNFT", admin);
  // Typed as the generated `HolderNFT` in the tests; typechain-types/ exists only after a compile.
  const nft = await factory.deploy(admin.address);
  await nft.waitForDeployment();
  const minterRole: string = await nft.getFunction("MINTER_ROLE")();
  await (await nft.getFunction("grantRole")(minterRole, minter.address)).wait();
  return { nft, admin, minter, alice, bob, stranger };
}

const OUT_FILE = path.join(__dirname, "..", "..", "src", "contracts", "deployedContracts.ts");

/** The TypeScript source of the typed deployment module. */
export async function renderDeployedContracts(
  chainId: number,
  address: string,
  abi: unknown,
): Promise<string> {
  const body = `// Written by scripts/chain/deploy.ts (\`npm run deploy\` / \`npm run chain\`). Do not edit by hand.
// The committed copy holds the address a fresh Hardhat node gives the first deployment (account #0, nonce 0);
// the mock chain (mocks/chain) deploys at the same address.

export const deployedContracts = ${JSON.stringify({ [chainId]: { HolderNFT: { address, abi } } }, null, 2)} as const;

export type DeployedChainId = keyof typeof deployedContracts;
export type HolderNFTAbi = (typeof deployedContracts)[DeployedChainId]["HolderNFT"]["abi"];
`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const prettier = require("prettier") as typeof import("prettier");
  const options = (await prettier.resolveConfig(OUT_FILE)) ?? {};
  return prettier.format(body, { ...options, filepath: OUT_FILE });
}

async function main() {
  const { nft, admin, minter } = await deployHolderNFT();
  const address = await nft.getAddress();
  const { chainId } = await hre.ethers.provider.getNetwork();
  const artifact = await hre.artifacts.readArtifact("HolderNFT");
  // The module is the local chain's as the app, the mock chain and the tests know it: chain 56. A node rehearsing
  // BSC testnet (CHAIN_ID=97) deploys at the same address (account #0, nonce 0), so the module stands for it too.
  const module = await renderDeployedContracts(56, address, artifact.abi);
  // Written only when it changes: the chain and production e2e runs deploy at the same time, and a build may be
  // reading the file while the other deploys (the address is the same on every fresh node).
  const current = await readFile(OUT_FILE, "utf8").catch(() => "");
  if (current !== module) await writeFile(OUT_FILE, module);
  console.log(`HolderNFT deployed at ${address} on chain ${chainId}`);
  console.log(
    `admin ${admin.address}, MINTER_ROLE granted to ${minter.address} (account #${MINTER_ACCOUNT_INDEX})`,
  );
  console.log(`${current === module ? "unchanged" : "wrote"} ${path.relative(process.cwd(), OUT_FILE)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
