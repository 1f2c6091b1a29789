import { readFileSync } from "node:fs";
import { getCreateAddress } from "ethers";
import { describe, expect, it } from "vitest";
import { DEPOSIT_ADDRESS } from "../mocks/config";
import { serverPersona } from "../mocks/hosts/http/personas";
import { PERSONA_KEYS } from "../src/wallet/demo/personaKeys";
import { contentSecurityPolicy } from "./contentSecurityPolicy.mts";
import { checkProductionSettings, describeProblems, type ProductionSettings } from "./productionSettings.mts";
import { DEPLOYED_SETTINGS as good } from "./productionSettings.fixture.mts";

const check = (changes: Partial<Record<keyof ProductionSettings, string | undefined>>) =>
  checkProductionSettings({ ...good, ...changes });

/** One of each kind of demo and test address (testWorldAddresses.mts holds them all). */
const TEST_WORLD = [
  ["Hardhat account #0", "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"],
  ["a server persona (Hardhat #3)", serverPersona("history").address],
  ["a demo persona of the service worker", PERSONA_KEYS[2]!.address],
  ["the mock chain's deposit address", DEPOSIT_ADDRESS],
  [
    "Hardhat #19's first contract",
    getCreateAddress({ from: "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199", nonce: 0 }),
  ],
  [
    "Hardhat #7's fifth contract",
    getCreateAddress({ from: "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955", nonce: 4 }),
  ],
] as const;

const RESERVED_HOSTS = [
  "example.com",
  "www.example.org",
  "example.net",
  "rpc.example",
  "bsc.test",
  "x.invalid",
];

describe("production settings", () => {
  it("accepts well-formed settings", () => {
    expect(checkProductionSettings(good)).toEqual([]);
  });

  it("refuses the example file as it stands: its values are placeholders, not a deployment", () => {
    const example = Object.fromEntries(
      [...readFileSync(".env.production.example", "utf8").matchAll(/^(VITE_\w+)=(.*)$/gm)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    const problems = checkProductionSettings(example);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join("\n")).toMatch(/VITE_API_BASE_URL .* is a documentation host/);
    expect(problems.join("\n")).toMatch(/VITE_MARKETPLACE_URL/);
  });

  it("names every missing setting in one answer", () => {
    const problems = checkProductionSettings({});
    expect(problems).toEqual([
      "VITE_API_BASE_URL is missing",
      "VITE_CHAIN_RPC_URL is missing",
      "VITE_HOLDER_NFT_ADDRESS is missing",
      "VITE_NODE_RECHARGE_ADDRESS is missing",
      "VITE_IPFS_GATEWAY is missing",
      "VITE_MARKETPLACE_URL is missing",
    ]);
    expect(describeProblems(problems).split("\n")).toHaveLength(7);
    expect(check({ VITE_MARKETPLACE_URL: undefined })).toEqual(["VITE_MARKETPLACE_URL is missing"]);
    expect(check({ VITE_IPFS_GATEWAY: "" })).toEqual(["VITE_IPFS_GATEWAY is missing"]);
  });

  it.each<[string, Partial<ProductionSettings>, RegExp]>([
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
      /test address/,
    ],
    [
      "a Hardhat account",
      { VITE_NODE_RECHARGE_ADDRESS: "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199" },
      /test address/,
    ],
    [
      "the recharge address once built in",
      { VITE_NODE_RECHARGE_ADDRESS: "0x8a3D9d1F5A0c3E2b7c4E6d1f0B9A8C7d6e5F4a3b" },
      /test address/,
    ],
    ...TEST_WORLD.map(([what, address]): [string, Partial<ProductionSettings>, RegExp] => [
      what,
      { VITE_NODE_RECHARGE_ADDRESS: address },
      /test address/,
    ]),
    ...RESERVED_HOSTS.map((host): [string, Partial<ProductionSettings>, RegExp] => [
      `the documentation host ${host}`,
      { VITE_CHAIN_RPC_URL: `https://${host}/rpc` },
      /documentation host/,
    ]),
    ["an API on an example host", { VITE_API_BASE_URL: "https://api.holder.example" }, /documentation host/],
    [
      "a gateway on an example host",
      { VITE_IPFS_GATEWAY: "https://ipfs.example.com/" },
      /documentation host/,
    ],
    [
      "a marketplace on an example host",
      { VITE_MARKETPLACE_URL: "https://nft.example/c" },
      /documentation host/,
    ],
    [
      "a marketplace that is no URL",
      { VITE_MARKETPLACE_URL: "element.market/holder" },
      /not an absolute URL/,
    ],
    ["a marketplace over http", { VITE_MARKETPLACE_URL: "http://element.market/c" }, /must use https/],
    ["a marketplace with another scheme", { VITE_MARKETPLACE_URL: "javascript:alert(1)" }, /must use https/],
    [
      "one address for the contract and node payments",
      { VITE_NODE_RECHARGE_ADDRESS: good.VITE_HOLDER_NFT_ADDRESS },
      /are the same address/,
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
    // A link users follow off the app, and one address for two purposes, stay refused on localhost too.
    expect(check({ ...local, VITE_MARKETPLACE_URL: "http://127.0.0.1:8788/market" })).toHaveLength(1);
    expect(check({ ...local, VITE_NODE_RECHARGE_ADDRESS: local.VITE_HOLDER_NFT_ADDRESS })).toHaveLength(1);
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
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self';/);
    expect(csp).toContain("object-src 'none'; base-uri 'none'; form-action 'self'");
    // Compiling WebAssembly (the QR reader) is the one unsafe-named source allowed; no eval, nothing inline.
    expect(csp.replace("'wasm-unsafe-eval'", "")).not.toMatch(/unsafe|\*|frame-ancestors/);
    expect(contentSecurityPolicy(good, { frameAncestors: true })).toMatch(/; frame-ancestors 'none'$/);
  });

  it("names a shared origin once", () => {
    const csp = contentSecurityPolicy({ ...good, VITE_IPFS_GATEWAY: `${good.VITE_API_BASE_URL}/ipfs/` });
    expect(csp).toContain(`img-src 'self' data: ${good.VITE_API_BASE_URL};`);
    const same = contentSecurityPolicy({ ...good, VITE_CHAIN_RPC_URL: `${good.VITE_API_BASE_URL}/rpc` });
    expect(same).toContain(`connect-src 'self' ${good.VITE_API_BASE_URL};`);
  });
});
