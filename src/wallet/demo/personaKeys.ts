export type PersonaId = "newUser" | "history" | "admin";

export interface PersonaKey {
  id: PersonaId;
  /** EIP-55, as the demo wallet reports it. */
  address: string;
  privateKey: string;
}

/**
 * The demo personas' keys, the same in every browser: the service worker seeds their accounts without asking the
 * page, and a reset gives the presenter the same three wallets again. Demo money only (keccak256 of
 * "holder-demo-persona:<id>"); this module never reaches the production bundle (scripts/checks/prodBundle.test.ts).
 * Addresses are written out so the worker and the first screen need no ethers to know them (personaKeys.test.ts).
 */
export const PERSONA_KEYS: readonly PersonaKey[] = [
  {
    id: "newUser",
    address: "0xA5828D4BcC5ac745b6481c1e40E967b1d68d3932",
    privateKey: "0x05250f7b9482e12074401fec43cc239d26a8289a74325535593a4fa74a7b1d36",
  },
  {
    id: "history",
    address: "0x6F20b1FbC40Cf4aA69db2EA51cC5147c493fd816",
    privateKey: "0xbdb29fb737534d49b9b2c3b721babfaf8cb07ce8cdc303d0df216101de748087",
  },
  {
    id: "admin",
    address: "0x335280518a9da9db436cDF2AAF43DdA2242Ba816",
    privateKey: "0x57de98eb3419633776f915fdd3d670464ae9a0f5d51d7dc471bbd201e41f1327",
  },
];
