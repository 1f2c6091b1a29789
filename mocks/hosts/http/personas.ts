import type { PersonaId, PersonaSeed } from "../../seed";

/**
 * The demo personas on the HTTP server: Hardhat's public test accounts #2–#4 ("test test … junk"; #0 administers
 * HolderNFT and #1 is the backend's minter). Their keys are published by Hardhat for local development and never
 * hold real funds; they are fixed so a test or a person can sign in as a persona with a known key.
 */
export const SERVER_PERSONAS: (PersonaSeed & { privateKey: string; hardhatIndex: number; label: string })[] =
  [
    {
      id: "newUser",
      label: "new user",
      hardhatIndex: 2,
      address: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
      privateKey: "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
    },
    {
      id: "history",
      label: "user with history",
      hardhatIndex: 3,
      address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
      privateKey: "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
    },
    {
      id: "admin",
      label: "admin (invite code HOLDER)",
      hardhatIndex: 4,
      address: "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
      privateKey: "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
    },
  ];

export function serverPersona(id: PersonaId) {
  return SERVER_PERSONAS.find((p) => p.id === id)!;
}
