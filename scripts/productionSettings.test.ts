import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./contentSecurityPolicy.mts";
import { checkProductionSettings, describeProblems, type ProductionSettings } from "./productionSettings.mts";

const good: ProductionSettings = {
  VITE_API_BASE_URL: "https://api.holder.example",
  VITE_CHAIN_RPC_URL: "https://bsc-dataseed.bnbchain.org",
  // EIP-55's own mixed-case examples.
  VITE_HOLDER_NFT_ADDRESS: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  VITE_NODE_RECHARGE_ADDRESS: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  VITE_IPFS_GATEWAY: "https://ipfs.io/",
};

const check = (changes: Partial<Record<keyof ProductionSettings, string | undefined>>) =>
  checkProductionSettings({ ...good, ...changes });

describe("production settings", () => {
  it("accepts well-formed settings, and the example file's", () => {
    expect(checkProductionSettings(good)).toEqual([]);
    const example = Object.fromEntries(
      [...readFileSync(".env.production.example", "utf8").matchAll(/^(VITE_\w+)=(.*)$/gm)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    expect(checkProductionSettings(example)).toEqual([]);
  });

  it("names every missing setting in one answer", () => {
    const problems = checkProductionSettings({});
    expect(problems).toEqual([
      "VITE_API_BASE_URL is missing",
      "VITE_CHAIN_RPC_URL is missing",
      "VITE_HOLDER_NFT_ADDRESS is missing",
      "VITE_NODE_RECHARGE_ADDRESS is missing",
      "VITE_IPFS_GATEWAY is missing",
    ]);
    expect(describeProblems(problems).split("\n")).toHaveLength(6);
    expect(check({ VITE_IPFS_GATEWAY: "" })).toEqual(["VITE_IPFS_GATEWAY is missing"]);
  });

  it.each([
    ["a relative URL", { VITE_API_BASE_URL: "/api" }, /not an absolute URL/],
    ["plain http to a public host", { VITE_API_BASE_URL: "http://api.holder.example" }, /must use https/],
    ["another scheme", { VITE_CHAIN_RPC_URL: "wss://bsc.example" }, /must use https/],
    ["a trailing slash on the API", { VITE_API_BASE_URL: "https://api.holder.example/" }, /must not end/],
    ["credentials in a URL", { VITE_CHAIN_RPC_URL: "https://me:pw@rpc.example" }, /user name or password/],
    ["a gateway without its slash", { VITE_IPFS_GATEWAY: "https://ipfs.io" }, /must end with "\/"/],
    ["spaces", { VITE_IPFS_GATEWAY: " https://ipfs.io/" }, /spaces/],
    ["a short address", { VITE_HOLDER_NFT_ADDRESS: "0x1234" }, /not an address/],
    [
      "an all-lower address",
      { VITE_HOLDER_NFT_ADDRESS: good.VITE_HOLDER_NFT_ADDRESS.toLowerCase() },
      /not EIP-55/,
    ],
    [
      "an all-upper address",
      { VITE_HOLDER_NFT_ADDRESS: `0x${good.VITE_HOLDER_NFT_ADDRESS.slice(2).toUpperCase()}` },
      /not EIP-55/,
    ],
    [
      "a broken checksum",
      { VITE_NODE_RECHARGE_ADDRESS: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d35A" },
      /checksum/,
    ],
    ["the zero address", { VITE_NODE_RECHARGE_ADDRESS: `0x${"0".repeat(40)}` }, /zero address/],
    [
      "the Hardhat deployment",
      { VITE_HOLDER_NFT_ADDRESS: "0x5FbDB2315678afecb367f032d93F642f64180aa3" },
      /Hardhat test address/,
    ],
    [
      "a Hardhat account",
      { VITE_NODE_RECHARGE_ADDRESS: "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199" },
      /Hardhat test address/,
    ],
    [
      "the recharge address once built in",
      { VITE_NODE_RECHARGE_ADDRESS: "0x8a3D9d1F5A0c3E2b7c4E6d1f0B9A8C7d6e5F4a3b" },
      /Hardhat test address/,
    ],
  ])("refuses %s", (_, changes, problem) => {
    const problems = check(changes);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it("accepts an address whose checksummed spelling happens to be all capitals (EIP-55's own example)", () => {
    expect(check({ VITE_NODE_RECHARGE_ADDRESS: "0x52908400098527886E0F7030069857D2E4169EE7" })).toEqual([]);
  });

  it("allows plain http and Hardhat addresses only when API and chain are both on this machine", () => {
    const local = {
      VITE_API_BASE_URL: "http://127.0.0.1:8788",
      VITE_CHAIN_RPC_URL: "http://localhost:8547",
      VITE_IPFS_GATEWAY: "http://127.0.0.1:8788/",
      VITE_HOLDER_NFT_ADDRESS: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      VITE_NODE_RECHARGE_ADDRESS: "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199",
    };
    expect(check(local)).toEqual([]);
    expect(check({ ...local, VITE_CHAIN_RPC_URL: "https://bsc-dataseed.bnbchain.org" })).toHaveLength(2);
  });
});

describe("Content-Security-Policy", () => {
  it("allows the API, the RPC node and the gateway by origin, and nothing inline", () => {
    const csp = contentSecurityPolicy({
      ...good,
      VITE_API_BASE_URL: "https://api.holder.example/v1",
      VITE_CHAIN_RPC_URL: "https://rpc.example:8443/key/abc",
      VITE_IPFS_GATEWAY: "https://gw.example/ipfs/",
    });
    expect(csp).toContain("connect-src 'self' https://api.holder.example https://rpc.example:8443;");
    expect(csp).toContain("img-src 'self' data: https://gw.example;");
    expect(csp).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self';/);
    expect(csp).toContain("object-src 'none'; base-uri 'none'; form-action 'self'");
    expect(csp).not.toMatch(/unsafe|\*|frame-ancestors/);
    expect(contentSecurityPolicy(good, { frameAncestors: true })).toMatch(/; frame-ancestors 'none'$/);
  });

  it("names a shared origin once", () => {
    const csp = contentSecurityPolicy({ ...good, VITE_IPFS_GATEWAY: "https://api.holder.example/ipfs/" });
    expect(csp).toContain("img-src 'self' data: https://api.holder.example;");
    const same = contentSecurityPolicy({ ...good, VITE_CHAIN_RPC_URL: "https://api.holder.example/rpc" });
    expect(same).toContain("connect-src 'self' https://api.holder.example;");
  });
});
