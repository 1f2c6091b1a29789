import { computeAddress } from "ethers";
import { describe, expect, it } from "vitest";
import {
  chainIdProblem,
  checkDeploySettings,
  compilerDifferences,
  deploymentRecordProblems,
  describeRefusal,
  formatDeploymentRecord,
  hardhatAccountAddresses,
  networkOfChain,
  recordDirProblem,
} from "./deployment";
import { ADMIN, DEPLOYER, KEY, MINTER, RECORD } from "./deployment.fixture";

const HARDHAT_5_KEY = "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba";

const GOOD = {
  BSC_TESTNET_RPC_URL: "https://bsc-testnet.nodereal.io/v1/secret-api-key",
  BSC_RPC_URL: "https://bsc-dataseed.bnbchain.org",
  DEPLOYER_KEY: KEY,
  MINTER_ADDRESS: MINTER,
  ADMIN_ADDRESS: ADMIN,
};
const problemsWith = (changes: Record<string, string | undefined>, network = "bscTestnet") =>
  checkDeploySettings(network, { ...GOOD, ...changes }).problems;

describe("deploy settings (environment only)", () => {
  it("takes well-formed settings", () => {
    expect(checkDeploySettings("bscTestnet", GOOD)).toEqual({
      problems: [],
      settings: {
        network: "bscTestnet",
        chainId: 97,
        rpcVariable: "BSC_TESTNET_RPC_URL",
        rpcUrl: GOOD.BSC_TESTNET_RPC_URL,
        loopback: false,
        deployerKey: KEY,
        deployer: DEPLOYER,
        minter: MINTER,
        admin: ADMIN,
      },
    });
    expect(checkDeploySettings("bsc", GOOD).settings).toMatchObject({
      chainId: 56,
      rpcVariable: "BSC_RPC_URL",
    });
  });

  it("names every missing variable in one answer", () => {
    expect(checkDeploySettings("bscTestnet", {}).problems).toEqual([
      "BSC_TESTNET_RPC_URL is missing: the bscTestnet JSON-RPC node (chain 97) to deploy through",
      "DEPLOYER_KEY is missing: the private key of the account that pays for the deployment (it gives its roles away at the end)",
      "MINTER_ADDRESS is missing: the backend's signer, which gets MINTER_ROLE",
      "ADMIN_ADDRESS is missing: the multisig that gets DEFAULT_ADMIN_ROLE",
    ]);
    expect(checkDeploySettings("bsc", {}).problems[0]).toMatch(/^BSC_RPC_URL is missing/);
    expect(problemsWith({ DEPLOYER_KEY: "  " })).toEqual([expect.stringMatching(/^DEPLOYER_KEY is missing/)]);
  });

  it("deploys to bscTestnet and bsc only", () => {
    for (const network of ["localhost", "hardhat", "mainnet", "BSC"])
      expect(checkDeploySettings(network, GOOD)).toEqual({
        problems: [
          expect.stringMatching(new RegExp(`^--network ${network} is not a network this deploys to`)),
        ],
        settings: null,
      });
  });

  it.each([
    ["too short", KEY.slice(0, 60)],
    ["not hex", `0x${"g".repeat(64)}`],
    ["an address", MINTER],
    ["zero, no key at all", `0x${"0".repeat(64)}`],
    ["past the curve's order", `0x${"f".repeat(64)}`],
  ])("refuses a malformed DEPLOYER_KEY (%s) without printing it", (_what, key) => {
    const problems = problemsWith({ DEPLOYER_KEY: key });
    expect(problems).toEqual([
      expect.stringMatching(/^DEPLOYER_KEY is not a (valid secp256k1 )?private key/),
    ]);
    expect(problems.join("\n")).not.toContain(key.slice(2, 20));
  });

  it("takes a key written without 0x", () => {
    expect(checkDeploySettings("bsc", { ...GOOD, DEPLOYER_KEY: KEY.slice(2) }).settings?.deployer).toBe(
      DEPLOYER,
    );
  });

  it("refuses an RPC URL that is malformed or plain http off loopback, without printing it", () => {
    const notUrl = problemsWith({ BSC_TESTNET_RPC_URL: "bsc-testnet.nodereal.io/v1/secret-api-key" });
    expect(notUrl).toEqual([expect.stringMatching(/^BSC_TESTNET_RPC_URL is not an absolute URL/)]);
    expect(notUrl.join()).not.toContain("secret-api-key");
    expect(problemsWith({ BSC_TESTNET_RPC_URL: "http://bsc-testnet.nodereal.io/v1/secret-api-key" })).toEqual(
      [
        "BSC_TESTNET_RPC_URL must use https (plain http only for a node on loopback: 127.x.x.x, [::1], localhost)",
      ],
    );
    expect(problemsWith({ BSC_TESTNET_RPC_URL: "ws://127.0.0.1:8545" })).toHaveLength(1);
    for (const url of ["http://127.0.0.1:8560", "http://localhost:8545", "http://[::1]:8545"])
      expect(
        checkDeploySettings("bscTestnet", { ...GOOD, BSC_TESTNET_RPC_URL: url }).settings?.loopback,
      ).toBe(true);
  });

  it.each([
    ["MINTER_ADDRESS", "0x1234", /^MINTER_ADDRESS "0x1234" is not an address/],
    [
      "ADMIN_ADDRESS",
      ADMIN.toLowerCase(),
      /^ADMIN_ADDRESS ".*" is not EIP-55 checksummed: write it as 0xfB69/,
    ],
    ["MINTER_ADDRESS", MINTER.replace("a", "A"), /fails its EIP-55 checksum/],
    ["ADMIN_ADDRESS", "0x0000000000000000000000000000000000000000", /^ADMIN_ADDRESS is the zero address/],
    ["MINTER_ADDRESS", ` ${MINTER}`, /^MINTER_ADDRESS has spaces around its value/],
  ])("names a malformed %s (%s)", (name, value, problem) => {
    expect(problemsWith({ [name]: value })).toEqual([expect.stringMatching(problem)]);
  });

  it("names each problem at once: no key, a malformed minter, no admin", () => {
    expect(
      problemsWith({ DEPLOYER_KEY: undefined, MINTER_ADDRESS: "0x12", ADMIN_ADDRESS: undefined }),
    ).toEqual([
      expect.stringMatching(/^DEPLOYER_KEY is missing/),
      expect.stringMatching(/^MINTER_ADDRESS "0x12" is not an address/),
      expect.stringMatching(/^ADMIN_ADDRESS is missing/),
    ]);
  });

  it("refuses roles that would not end up apart from the deployer and from each other", () => {
    expect(problemsWith({ ADMIN_ADDRESS: MINTER })).toEqual([
      expect.stringMatching(/^MINTER_ADDRESS and ADMIN_ADDRESS are the same address/),
    ]);
    expect(problemsWith({ MINTER_ADDRESS: DEPLOYER })).toEqual([
      "MINTER_ADDRESS is the deployer's address, which renounces its roles at the end: name another account",
    ]);
    expect(problemsWith({ ADMIN_ADDRESS: DEPLOYER })).toEqual([
      expect.stringMatching(/^ADMIN_ADDRESS is the deployer's/),
    ]);
  });

  it("allows Hardhat's public keys and accounts only through a node on loopback (a rehearsal)", () => {
    const [, , , , , , hardhat6, hardhat7] = hardhatAccountAddresses();
    const rehearsal = { DEPLOYER_KEY: HARDHAT_5_KEY, MINTER_ADDRESS: hardhat6!, ADMIN_ADDRESS: hardhat7! };
    expect(problemsWith(rehearsal)).toEqual([
      "DEPLOYER_KEY is Hardhat's account #5, whose key is public: only a rehearsal on a loopback node may deploy with it",
      `MINTER_ADDRESS ${hardhat6} is Hardhat's account #6, whose key is public: only a rehearsal on a loopback node may give it a role`,
      `ADMIN_ADDRESS ${hardhat7} is Hardhat's account #7, whose key is public: only a rehearsal on a loopback node may give it a role`,
    ]);
    expect(problemsWith({ ...rehearsal, BSC_TESTNET_RPC_URL: "http://127.0.0.1:8560" })).toEqual([]);
  });

  it("knows Hardhat's default accounts", () => {
    const accounts = hardhatAccountAddresses();
    expect(accounts).toHaveLength(20);
    expect(accounts[0]).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(accounts[5]).toBe(computeAddress(HARDHAT_5_KEY));
    expect(accounts[19]).toBe("0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199");
  });

  it("ends a refusal with where settings belong", () => {
    expect(describeRefusal("deploy: HolderNFT not deployed to bsc", ["DEPLOYER_KEY is missing"])).toBe(
      [
        "deploy: HolderNFT not deployed to bsc:",
        "  - DEPLOYER_KEY is missing",
        "Set them in the shell or as the CI job's secrets, never in a file in the repository (README, Hosting production).",
      ].join("\n"),
    );
  });
});

describe("where the record goes", () => {
  it("never into the repository's deployments/ from a rehearsal (a node on loopback)", () => {
    expect(recordDirProblem(true, "/repo/deployments", "/repo/deployments")).toMatch(
      /^a node on loopback is a rehearsal, .*: set DEPLOYMENTS_DIR to a folder outside it$/,
    );
    expect(recordDirProblem(true, "/tmp/rehearsal", "/repo/deployments")).toBeNull();
    expect(recordDirProblem(false, "/repo/deployments", "/repo/deployments")).toBeNull();
  });
});

describe("the node's chain", () => {
  it("must be the network's, naming both chain ids", () => {
    expect(chainIdProblem("bscTestnet", 97)).toBeNull();
    expect(chainIdProblem("bsc", 56)).toBeNull();
    expect(chainIdProblem("bscTestnet", 56)).toBe(
      "BSC_TESTNET_RPC_URL answers for chain 56 (bsc), but bscTestnet is chain 97: point it at a bscTestnet node",
    );
    expect(chainIdProblem("bsc", 1)).toBe(
      "BSC_RPC_URL answers for chain 1, but bsc is chain 56: point it at a bsc node",
    );
    expect(networkOfChain(97)).toBe("bscTestnet");
    expect(networkOfChain(1)).toBeNull();
  });
});

describe("deployment record", () => {
  it("accepts what the deploy writes, and round-trips through its file format", () => {
    expect(deploymentRecordProblems(RECORD)).toEqual([]);
    const text = formatDeploymentRecord(RECORD);
    expect(text.endsWith("}\n")).toBe(true);
    expect(JSON.parse(text)).toEqual(RECORD);
  });

  it("names every field missing", () => {
    expect(deploymentRecordProblems({})).toHaveLength(Object.keys(RECORD).length);
    for (const field of Object.keys(RECORD)) {
      const without: Record<string, unknown> = { ...RECORD };
      delete without[field];
      expect(deploymentRecordProblems(without)).toContainEqual(
        expect.stringMatching(`^"${field}" is missing`),
      );
    }
    expect(deploymentRecordProblems([])).toEqual(["is not a JSON object"]);
    expect(deploymentRecordProblems(null)).toEqual(["is not a JSON object"]);
  });

  it.each([
    ["a chain id not the network's", { chainId: 97 }, /^"chainId" is not 56, the network's chain id$/],
    ["another network", { network: "ethereum" }, /^"network" is not bscTestnet or bsc$/],
    ["another contract", { contract: "Token" }, /^"contract" is not "HolderNFT"$/],
    ["an address not checksummed", { address: RECORD.address.toLowerCase() }, /^"address" is not an EIP-55/],
    ["a short transaction hash", { transaction: "0x1234" }, /^"transaction" is not a transaction hash$/],
    ["a negative block", { block: -1 }, /^"block" is not a block number$/],
    ["constructor arguments not the deployer", { constructorArguments: [ADMIN] }, /^"constructorArguments"/],
    ["a role transaction missing", { roles: { ...RECORD.roles, transactions: {} } }, /^"roles" is not/],
    [
      "compiler without evmVersion",
      { compiler: { ...RECORD.compiler, evmVersion: 1 } },
      /^"compiler" is not/,
    ],
    ["a short commit", { commit: "b77c91a" }, /^"commit" is not a commit hash$/],
  ])("refuses %s", (_what, change, problem) => {
    expect(deploymentRecordProblems({ ...RECORD, ...change })).toEqual([expect.stringMatching(problem)]);
  });

  it("tells how the compiler settings changed since the record", () => {
    const { version, optimizer, evmVersion } = RECORD.compiler;
    const same = { version, optimizer, evmVersion };
    expect(compilerDifferences(RECORD.compiler, same)).toEqual([]);
    expect(
      compilerDifferences(RECORD.compiler, {
        version: "0.8.29",
        optimizer: { enabled: true, runs: 1000 },
        evmVersion: "prague",
      }),
    ).toEqual([
      "version 0.8.28 → 0.8.29",
      'optimizer {"enabled":true,"runs":200} → {"enabled":true,"runs":1000}',
      "evmVersion cancun → prague",
    ]);
  });
});
