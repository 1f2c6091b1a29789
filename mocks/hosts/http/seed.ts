import { seedAdmin, seedHistory, seedPersonas } from "../../seed";
import { SERVER_PERSONAS, serverPersona } from "./personas";

/**
 * `--seed`: the demo personas' accounts, as the demo's first start writes them (mocks/seed.ts), for the fixed
 * Hardhat accounts. The new user gets no row: it signs up on first sign-in. Returns one line per persona.
 */
export async function seedServer(): Promise<string[]> {
  const created = await seedPersonas(SERVER_PERSONAS);
  if (created.history) await seedHistory(created.history, serverPersona("history").privateKey);
  if (created.admin) await seedAdmin(created.admin);
  return SERVER_PERSONAS.map(
    (p) => `${p.label.padEnd(27)} ${p.address} (Hardhat account #${p.hardhatIndex})`,
  );
}
