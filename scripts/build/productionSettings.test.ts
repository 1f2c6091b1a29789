import { readFileSync } from "node:fs";
import { computeAddress, getAddress, getCreateAddress, hexlify, randomBytes } from "ethers";
import { describe, expect, it } from "vitest";
import { DEPOSIT_ADDRESS } from "../../mocks/config";
import { deployedContracts } from "../../src/contracts/deployedContracts";
import { serverPersona } from "../../mocks/hosts/http/personas";
import { PERSONA_KEYS } from "../../src/wallet/demo/personaKeys";
import { contentSecurityPolicy } from "./contentSecurityPolicy.mts";
import {
  checkProductionSettings,
  describeProblems,
  unspendableAddress,
  type ProductionSettings,
} from "./productionSettings.mts";
import { DEPLOYED_SETTINGS as good } from "./productionSettings.fixture.mts";
import { testAddresses } from "./testWorldAddresses.mts";

const check = (changes: Partial<Record<keyof ProductionSettings | "VITE_CHAIN_ID", string | undefined>>) =>
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
    // Its two addresses are placeholders too, refused even if the hosts were filled in.
    expect(problems).toContain(
      "VITE_HOLDER_NFT_ADDRESS 0x00000000000000000000000000000000DeaDBeef is zero in its first 16 bytes: no key or deployment yields such an address, so it is a placeholder",
    );
    expect(problems).toContain(
      "VITE_NODE_RECHARGE_ADDRESS 0x000000000000000000000000000000000000dEaD is a burn address: nobody holds its key, so whatever is sent there is lost",
    );
    expect(check({ VITE_HOLDER_NFT_ADDRESS: example.VITE_HOLDER_NFT_ADDRESS })).toHaveLength(1);
    expect(check({ VITE_NODE_RECHARGE_ADDRESS: example.VITE_NODE_RECHARGE_ADDRESS })).toHaveLength(1);
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
    [
      "the zero address",
      { VITE_NODE_RECHARGE_ADDRESS: `0x${"0".repeat(40)}` },
      /^VITE_NODE_RECHARGE_ADDRESS 0x0{40} is the zero address: nothing sent there can be spent$/,
    ],
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

/** Test-world addresses on a build whose API and RPC are both on this machine. */
const LOCAL = {
  VITE_API_BASE_URL: "http://127.0.0.1:8788",
  VITE_CHAIN_RPC_URL: "http://localhost:8547",
  VITE_IPFS_GATEWAY: "http://127.0.0.1:8788/",
  VITE_HOLDER_NFT_ADDRESS: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  VITE_NODE_RECHARGE_ADDRESS: "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199",
};

/** Addresses no key or deployment yields (decision 0035), each with what its message says. */
const UNSPENDABLE: [string, string, RegExp][] = [
  ["the zero address", `0x${"0".repeat(40)}`, /the zero address/],
  ["the burn address 0x…dEaD", "0x000000000000000000000000000000000000dEaD", /a burn address/],
  ["the burn address 0xdEAD…42069", "0xdEAD000000000000000042069420694206942069", /a burn address/],
  ["ecrecover, the first precompile", "0x0000000000000000000000000000000000000001", /a precompiled contract/],
  ["blake2f, the ninth", "0x0000000000000000000000000000000000000009", /a precompiled contract/],
  ["a BLS12-381 precompile (0x11)", "0x0000000000000000000000000000000000000011", /a precompiled contract/],
  ["BSC's tmHeaderValidate (0x64)", "0x0000000000000000000000000000000000000064", /a precompiled contract/],
  ["BSC's secp256k1 recover (0x69)", "0x0000000000000000000000000000000000000069", /a precompiled contract/],
  ["p256Verify (0x100)", "0x0000000000000000000000000000000000000100", /a precompiled contract/],
  ["BSC's validator set (0x1000)", "0x0000000000000000000000000000000000001000", /BSC's system contracts/],
  ["BSC's stake hub (0x2002)", "0x0000000000000000000000000000000000002002", /BSC's system contracts/],
  [
    "BSC's token recover portal (0x3000)",
    "0x0000000000000000000000000000000000003000",
    /BSC's system contracts/,
  ],
  ["0x…DeaDBeef", "0x00000000000000000000000000000000DeaDBeef", /zero in its first 16 bytes/],
  ["0x…0042 (a low placeholder)", "0x0000000000000000000000000000000000000042", /zero in its first 16 bytes/],
  ["the largest low address", getAddress(`0x${"0".repeat(32)}ffffffff`), /zero in its first 16 bytes/],
  ["deadbeef five times", "0xDeaDbeefdEAdbeefdEadbEEFdeadbeEFdEaDbeeF", /"deadbeef" repeated/],
  ["one digit repeated (1)", getAddress(`0x${"1".repeat(40)}`), /"1" repeated/],
  ["one digit repeated (f)", getAddress(`0x${"f".repeat(40)}`), /"f" repeated/],
  ["the native-token pseudo-address 0xEeee…", "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", /"e" repeated/],
  ["1234567890 four times", getAddress(`0x${"1234567890".repeat(4)}`), /"1234567890" repeated/],
  ["0123456789abcdef counted on", getAddress(`0x${"0123456789abcdef".repeat(3).slice(0, 40)}`), /repeated/],
  ["dead then zeros", getAddress(`0xdead${"0".repeat(36)}`), /placeholder words/],
  [
    "cafebabe deadbeef feedface badc0de f00dc0de",
    getAddress("0xcafebabedeadbeeffeedfacebadc0de0f00dc0de"),
    /placeholder words/,
  ],
  ["c0ffee and decaf", getAddress("0xc0ffee0decaf00c0ffee0decaf00c0ffee00dead"), /placeholder words/],
];

describe("addresses no deployment can have", () => {
  it.each(UNSPENDABLE)("refuses %s for either address, in every build", (_, address, why) => {
    for (const name of ["VITE_HOLDER_NFT_ADDRESS", "VITE_NODE_RECHARGE_ADDRESS"] as const) {
      const problems = check({ [name]: address });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${name} ${address} is `));
      expect(problems[0]).toMatch(why);
      // Loopback builds may name test addresses, never these.
      expect(check({ ...LOCAL, [name]: address })).toEqual(problems);
    }
  });

  it("says why whatever the spelling, before the checksum", () => {
    expect(check({ VITE_NODE_RECHARGE_ADDRESS: "0x000000000000000000000000000000000000dead" })[0]).toMatch(
      /a burn address/,
    );
  });

  it("accepts vanity addresses short of the bound, and every address of the test world on loopback", () => {
    // Seaport (7 leading zero bytes) and Permit2 (5): mined, yet far from 16.
    for (const vanity of [
      "0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC",
      "0x000000000022D473030F116dDEE9F6B43aC78BA3",
      getAddress(`0x${"0".repeat(31)}1${"0".repeat(8)}`), // 2^32: the first address above the low bound
    ]) {
      expect(unspendableAddress(vanity)).toBeNull();
    }
    for (const address of testAddresses()) expect(unspendableAddress(address), address).toBeNull();
    expect(unspendableAddress(good.VITE_HOLDER_NFT_ADDRESS)).toBeNull();
    expect(unspendableAddress(good.VITE_NODE_RECHARGE_ADDRESS)).toBeNull();
  });

  it("never refuses an address from a key (a thousand random ones)", () => {
    for (let i = 0; i < 1000; i++) {
      // A random private key's address; Wallet.createRandom() also derives a mnemonic (PBKDF2), 6 s for a thousand.
      const address = computeAddress(hexlify(randomBytes(32)));
      expect(unspendableAddress(address), address).toBeNull();
    }
  });
});

describe("loopback: where plain http and test addresses are allowed", () => {
  // Hosts as written in a URL; `new URL()` normalizes them first (127.1 and 2130706433 are 127.0.0.1).
  it.each([
    "127.0.0.1",
    "127.0.0.2",
    "127.255.255.254",
    "127.1",
    "2130706433",
    "0x7f.0.0.1",
    "127.0.0.1.",
    "localhost",
    "LOCALHOST",
    "LocalHost",
    "[::1]",
    "[0:0:0:0:0:0:0:1]",
  ])("%s is loopback", (host) => {
    const api = `http://${host}:8788`;
    expect(check({ ...LOCAL, VITE_API_BASE_URL: api, VITE_CHAIN_RPC_URL: `http://${host}:8547` })).toEqual(
      [],
    );
  });

  it.each([
    ["localhost.evil.com", "a name that starts like localhost"],
    ["127.0.0.1.nip.io", "a name that resolves to 127.0.0.1 through someone's DNS"],
    ["localhost.", "localhost as a fully qualified name"],
    ["app.localhost", "a name under localhost"],
    ["0.0.0.0", "every interface"],
    ["0", "every interface, written short"],
    ["[::]", "every IPv6 interface"],
    ["[::ffff:127.0.0.1]", "IPv4-mapped loopback"],
    ["128.0.0.1", "just past 127/8"],
    ["126.255.255.255", "just before 127/8"],
    ["10.0.0.1", "a private network"],
    ["[::2]", "another IPv6 address"],
  ])("%s is not loopback (%s): https only, and no test address", (host) => {
    const public_ = `https://${host}`;
    const refused = check({ ...LOCAL, VITE_API_BASE_URL: `${public_}:8788` });
    expect(refused).toEqual([
      "VITE_HOLDER_NFT_ADDRESS 0x5FbDB2315678afecb367f032d93F642f64180aa3 is a Hardhat, demo or mock-chain test address (its key is public or nobody's); only a build whose API and RPC are both on loopback (127.x.x.x, [::1], localhost) may use it",
      "VITE_NODE_RECHARGE_ADDRESS 0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199 is a Hardhat, demo or mock-chain test address (its key is public or nobody's); only a build whose API and RPC are both on loopback (127.x.x.x, [::1], localhost) may use it",
    ]);
    expect(check({ ...LOCAL, VITE_CHAIN_RPC_URL: `${public_}:8547` })).toHaveLength(2);
    expect(check({ VITE_API_BASE_URL: `http://${host}:8788` })).toEqual([
      expect.stringMatching(/^VITE_API_BASE_URL .* must use https \(plain http only for localhost\)$/),
    ]);
  });

  it("builds as the production e2e and the benchmarks do: API, RPC and gateway on 127.0.0.1, Hardhat's addresses", () => {
    // e2e/prod/global-setup.ts and scripts/bench/benchServers.mjs: the deployment in deployedContracts.ts, Hardhat #19.
    expect(
      check({
        VITE_API_BASE_URL: "http://127.0.0.1:8788",
        VITE_CHAIN_RPC_URL: "http://127.0.0.1:8547",
        VITE_HOLDER_NFT_ADDRESS: deployedContracts[56].HolderNFT.address,
        VITE_NODE_RECHARGE_ADDRESS: "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199",
        VITE_IPFS_GATEWAY: "http://127.0.0.1:8788/",
      }),
    ).toEqual([]);
  });
});

describe("the network and its nodes", () => {
  it("builds for BNB Smart Chain by default and for BSC testnet with VITE_CHAIN_ID=97; refuses any other", () => {
    expect(check({ VITE_CHAIN_ID: undefined })).toEqual([]);
    expect(check({ VITE_CHAIN_ID: "56" })).toEqual([]);
    expect(check({ VITE_CHAIN_ID: "97" })).toEqual([]);
    for (const bad of ["1", "0x38", "97 ", "5", "bsc"])
      expect(check({ VITE_CHAIN_ID: bad }), bad).toEqual([
        `VITE_CHAIN_ID "${bad}" is not a network this app works on: 56 (BNB Smart Chain) or 97 (BSC testnet)`,
      ]);
  });

  it("takes several RPC nodes separated by commas, each checked as one", () => {
    expect(check({ VITE_CHAIN_RPC_URL: "https://a.bnbchain.org, https://b.bnbchain.org/key" })).toEqual([]);
    expect(check({ VITE_CHAIN_RPC_URL: "https://a.bnbchain.org,http://b.bnbchain.org" })).toEqual([
      'VITE_CHAIN_RPC_URL "http://b.bnbchain.org" must use https (plain http only for localhost)',
    ]);
    expect(check({ VITE_CHAIN_RPC_URL: "https://a.bnbchain.org,,https://b.bnbchain.org" })).toEqual([
      'VITE_CHAIN_RPC_URL "https://a.bnbchain.org,,https://b.bnbchain.org" has an empty URL in its list',
    ]);
  });

  it("counts a build as local only when every node is on loopback", () => {
    const local = {
      VITE_API_BASE_URL: "http://127.0.0.1:8788",
      VITE_HOLDER_NFT_ADDRESS: deployedContracts[56].HolderNFT.address,
    };
    expect(check({ ...local, VITE_CHAIN_RPC_URL: "http://127.0.0.1:8547,http://127.0.0.1:8548" })).toEqual(
      [],
    );
    expect(
      check({ ...local, VITE_CHAIN_RPC_URL: "http://127.0.0.1:8547,https://bsc-dataseed.bnbchain.org" }),
    ).toEqual([expect.stringMatching(/^VITE_HOLDER_NFT_ADDRESS .* test address/)]);
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

  it("allows every RPC node of the list, and only those", () => {
    const csp = contentSecurityPolicy({
      ...good,
      VITE_CHAIN_RPC_URL: "https://a.bnbchain.org/x, https://b.bnbchain.org:8545",
    });
    expect(csp).toContain(
      `connect-src 'self' ${good.VITE_API_BASE_URL} https://a.bnbchain.org https://b.bnbchain.org:8545;`,
    );
  });

  it("names a shared origin once", () => {
    const csp = contentSecurityPolicy({ ...good, VITE_IPFS_GATEWAY: `${good.VITE_API_BASE_URL}/ipfs/` });
    expect(csp).toContain(`img-src 'self' data: ${good.VITE_API_BASE_URL};`);
    const same = contentSecurityPolicy({ ...good, VITE_CHAIN_RPC_URL: `${good.VITE_API_BASE_URL}/rpc` });
    expect(same).toContain(`connect-src 'self' ${good.VITE_API_BASE_URL};`);
  });
});
