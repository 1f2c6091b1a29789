import { computeAddress, id } from "ethers";
import type { DeploymentRecord } from "./deployment";

/** A key nobody published (unlike Hardhat's), and the addresses of EIP-55's own examples. */
export const KEY = id("holder deployment test key");
export const DEPLOYER = computeAddress(KEY);
export const MINTER = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
export const ADMIN = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";

const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
/** A record as `npm run deploy -- --network bsc` writes one (the contract address is made up, not deployed). */
export const RECORD: DeploymentRecord = {
  contract: "HolderNFT",
  network: "bsc",
  chainId: 56,
  address: "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  transaction: hash(1),
  block: 44_000_000,
  deployedAt: "2026-11-27T10:00:00.000Z",
  deployer: DEPLOYER,
  constructorArguments: [DEPLOYER],
  roles: {
    MINTER_ROLE: MINTER,
    DEFAULT_ADMIN_ROLE: ADMIN,
    transactions: {
      grantMinter: hash(2),
      grantAdmin: hash(3),
      renounceMinter: hash(4),
      renounceAdmin: hash(5),
    },
  },
  compiler: {
    version: "0.8.28",
    longVersion: "0.8.28+commit.7893614a.Emscripten.clang",
    optimizer: { enabled: true, runs: 200 },
    evmVersion: "cancun",
  },
  commit: "b77c91a8e71df1827db41eecfeb96552e37d1847",
  contractsModified: false,
};
