import { getCreateAddress, HDNodeWallet, Mnemonic } from "ethers";
import { DEPOSIT_ADDRESS } from "../../mocks/config.ts";
import { SERVER_PERSONAS } from "../../mocks/hosts/http/personas.ts";
import { PERSONA_KEYS } from "../../src/wallet/demo/personaKeys.ts";

const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";
const HARDHAT_ACCOUNTS = 20;
/** Nonces 0–9 of every account: the contracts any test deployment puts first (the task's 0–4, with room). */
const DEPLOYMENT_NONCES = 10;
/** The node recharge address the app once built in. */
const FORMER_BUILT_IN = "0x8a3D9d1F5A0c3E2b7c4E6d1f0B9A8C7d6e5F4a3b";

let known: Set<string> | undefined;

/**
 * Every address of the demo and test world, lower-cased: Hardhat's twenty default accounts and the contracts they
 * deploy first (src/contracts/deployedContracts.ts holds one), the demo personas of the service worker and of
 * `npm run api`, the mock chain's deposit address, and the recharge address the app once built in. Their keys are
 * public or nobody's; money paid to them is lost to the user.
 */
export function testAddresses(): Set<string> {
  return (known ??= derive());
}

function derive(): Set<string> {
  const seed = Mnemonic.fromPhrase(HARDHAT_MNEMONIC);
  const accounts = Array.from(
    { length: HARDHAT_ACCOUNTS },
    (_, i) => HDNodeWallet.fromMnemonic(seed, `m/44'/60'/0'/0/${i}`).address,
  );
  const deployments = accounts.flatMap((from) =>
    Array.from({ length: DEPLOYMENT_NONCES }, (_, nonce) => getCreateAddress({ from, nonce })),
  );
  const demo = [
    ...PERSONA_KEYS.map((p) => p.address),
    ...SERVER_PERSONAS.map((p) => p.address),
    DEPOSIT_ADDRESS,
    FORMER_BUILT_IN,
  ];
  return new Set([...accounts, ...deployments, ...demo].map((a) => a.toLowerCase()));
}
