import { Interface } from "ethers";
import { deployedContracts } from "../../src/contracts/deployedContracts";

/** BNB Smart Chain's chain id; the Hardhat node uses it too. */
export const CHAIN_ID = 56n;
export const CHAIN_ID_HEX = "0x38";

/** The mock chain deploys HolderNFT where a fresh Hardhat node does (account #0, nonce 0). */
export const HOLDER_NFT_ADDRESS = deployedContracts[56].HolderNFT.address;
export const holderNftInterface = new Interface(deployedContracts[56].HolderNFT.abi);

export const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";
export const ZERO_HASH = `0x${"00".repeat(32)}`;
export const DEFAULT_ADMIN_ROLE = ZERO_HASH;
/** keccak256("MINTER_ROLE") */
export const MINTER_ROLE = "0x9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a6";
export const MAX_IDS = 50n;

/** Hardhat's default accounts ("test test ... junk"): each starts with 10,000 BNB, as on `hardhat node`. */
export const HARDHAT_ACCOUNTS = [
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
  "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
  "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
  "0x976EA74026E726554dB657fA54763abd0C3a0aa9",
  "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955",
  "0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f",
  "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
  "0xBcd4042DE499D14e55001CcbB24a551F3b954096",
  "0x71bE63f3384f5fb98995898A86B02Fb2426c5788",
  "0xFABB0ac9d68B0B445fB7357272Ff202C5651694a",
  "0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec",
  "0xdF3e18d64BC6A983f673Ab319CCaE4f1a57C7097",
  "0xcd3B766CCDd6AE721141F452C550Ca635964ce71",
  "0x2546BcD3c84621e976D8185a91A922aE77ECEc30",
  "0xbDA5747bFD65F08deb54cb465eB87D40e51B197E",
  "0xdD2FD4581271e230360230F9337D5c0430Bf44C0",
  "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199",
] as const;
export const GENESIS_BALANCE = 10_000n * 10n ** 18n;
/** Account #0 deploys and administers HolderNFT; account #1 is the backend's minter (see scripts/chain/deploy.ts). */
export const ADMIN_ACCOUNT = HARDHAT_ACCOUNTS[0];
export const MINTER_ACCOUNT = HARDHAT_ACCOUNTS[1];
/**
 * Hardhat account #1's well-known private key (published by Hardhat for local development; never holds real funds).
 * The emulated backend signs its mint transactions with it, on the mock chain and on the Hardhat node alike.
 */
export const MINTER_PRIVATE_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";

/** Fees: BSC-like blocks with a zero base fee and a 1 gwei tip. */
export const GAS_PRICE = 1_000_000_000n;
export const MAX_PRIORITY_FEE = 1_000_000_000n;
export const BLOCK_GAS_LIMIT = 30_000_000n;
export const TX_GAS = 21_000n;
