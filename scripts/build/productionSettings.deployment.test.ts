import { getCreateAddress } from "ethers";
import { describe, expect, it } from "vitest";
import { formatDeploymentRecord, type DeploymentRecord } from "../chain/deployment";
import { RECORD } from "../chain/deployment.fixture";
import { checkProductionBuild, settingsFromDeployment } from "./productionSettings.mts";
import { DEPLOYED_SETTINGS } from "./productionSettings.fixture.mts";

/** The settings a deployer builds with when the address comes from the record. */
const WITHOUT_ADDRESS = { ...DEPLOYED_SETTINGS, VITE_HOLDER_NFT_ADDRESS: undefined };
const TESTNET: DeploymentRecord = { ...RECORD, network: "bscTestnet", chainId: 97 };

/** A reader serving `files` by path, and failing as the file system does for any other. */
function files(byPath: Record<string, string>) {
  const reads: string[] = [];
  const read = (file: string) => {
    reads.push(file);
    const text = byPath[file];
    if (text === undefined) throw Object.assign(new Error(`ENOENT: ${file}`), { code: "ENOENT" });
    return text;
  };
  return Object.assign(read, { reads });
}
const records = files({
  "deployments/bsc.json": formatDeploymentRecord(RECORD),
  "deployments/bscTestnet.json": formatDeploymentRecord(TESTNET),
  "deployments/notJson.json": "{ address: 0x }",
  "deployments/notRecord.json": JSON.stringify({ address: RECORD.address }),
});

describe("VITE_DEPLOYMENT: the contract address from a deployment record", () => {
  it("takes the record's address for VITE_HOLDER_NFT_ADDRESS (BNB Smart Chain when VITE_CHAIN_ID is unset)", () => {
    const { env, problems } = checkProductionBuild(
      { ...WITHOUT_ADDRESS, VITE_DEPLOYMENT: "deployments/bsc.json" },
      records,
    );
    expect(problems).toEqual([]);
    expect(env.VITE_HOLDER_NFT_ADDRESS).toBe(RECORD.address);
    expect(records.reads.at(-1)).toBe("deployments/bsc.json");
  });

  it("takes a testnet record for a build for chain 97", () => {
    const { env, problems } = checkProductionBuild(
      { ...WITHOUT_ADDRESS, VITE_CHAIN_ID: "97", VITE_DEPLOYMENT: "deployments/bscTestnet.json" },
      records,
    );
    expect(problems).toEqual([]);
    expect(env.VITE_HOLDER_NFT_ADDRESS).toBe(TESTNET.address);
  });

  it("refuses a record of another chain than the build's, naming both", () => {
    expect(
      checkProductionBuild({ ...WITHOUT_ADDRESS, VITE_DEPLOYMENT: "deployments/bscTestnet.json" }, records)
        .problems,
    ).toEqual([
      'VITE_DEPLOYMENT "deployments/bscTestnet.json" is HolderNFT on bscTestnet (chain 97), but this build is for chain 56 (VITE_CHAIN_ID unset)',
    ]);
    expect(
      checkProductionBuild(
        { ...WITHOUT_ADDRESS, VITE_CHAIN_ID: "97", VITE_DEPLOYMENT: "deployments/bsc.json" },
        records,
      ).problems,
    ).toEqual([
      'VITE_DEPLOYMENT "deployments/bsc.json" is HolderNFT on bsc (chain 56), but this build is for chain 97 (VITE_CHAIN_ID)',
    ]);
  });

  it("refuses both settings at once: the contract is named once", () => {
    expect(
      checkProductionBuild({ ...DEPLOYED_SETTINGS, VITE_DEPLOYMENT: "deployments/bsc.json" }, records)
        .problems,
    ).toEqual([
      "VITE_DEPLOYMENT and VITE_HOLDER_NFT_ADDRESS are both set: name the contract once, by its deployment record or by address",
    ]);
  });

  it.each([
    ["deployments/none.json", /^VITE_DEPLOYMENT "deployments\/none.json" does not exist \(`npm run deploy/],
    ["deployments/notJson.json", /^VITE_DEPLOYMENT "deployments\/notJson.json" cannot be read as JSON$/],
    [
      "deployments/notRecord.json",
      /^VITE_DEPLOYMENT "deployments\/notRecord.json" is not a deployment record: "contract" is missing/,
    ],
  ])("names a record it cannot take (%s) once, not also as a missing address", (file, problem) => {
    expect(checkProductionBuild({ ...WITHOUT_ADDRESS, VITE_DEPLOYMENT: file }, records).problems).toEqual([
      expect.stringMatching(problem),
    ]);
  });

  it("puts the record's address through VITE_HOLDER_NFT_ADDRESS's checks: a test-world address only on loopback", () => {
    // The rehearsal's contract: Hardhat #5's first deployment, on a local node with chain id 97.
    const rehearsed = getCreateAddress({ from: "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc", nonce: 0 });
    const read = files({ "r.json": formatDeploymentRecord({ ...TESTNET, address: rehearsed }) });
    const env = { ...WITHOUT_ADDRESS, VITE_CHAIN_ID: "97", VITE_DEPLOYMENT: "r.json" };
    expect(checkProductionBuild(env, read).problems).toEqual([
      expect.stringMatching(
        new RegExp(`^VITE_HOLDER_NFT_ADDRESS ${rehearsed} is a Hardhat, demo or mock-chain test address`),
      ),
    ]);
    const loopback = {
      ...env,
      VITE_API_BASE_URL: "http://127.0.0.1:8788",
      VITE_CHAIN_RPC_URL: "http://127.0.0.1:8560",
    };
    expect(checkProductionBuild(loopback, read).problems).toEqual([]);
  });

  it("without either setting names both ways to give the address", () => {
    expect(checkProductionBuild(WITHOUT_ADDRESS, records).problems).toEqual([
      "VITE_HOLDER_NFT_ADDRESS is missing (or VITE_DEPLOYMENT, the deployment record to take it from)",
    ]);
  });

  it("leaves the settings alone without VITE_DEPLOYMENT, and reads nothing", () => {
    const read = files({});
    expect(settingsFromDeployment(DEPLOYED_SETTINGS, read)).toEqual({ env: DEPLOYED_SETTINGS, problems: [] });
    expect(settingsFromDeployment({ ...DEPLOYED_SETTINGS, VITE_DEPLOYMENT: " " }, read).problems).toEqual([]);
    expect(read.reads).toEqual([]);
  });
});
