import { PERSONA_KEYS } from "../../../src/wallet/demo/personaKeys";
import type { MockChain } from "../../chain/chain";
import { clock } from "../../clock";
import { db } from "../../db/holderDb";
import { seedAdmin, seedHistory, seedPersonas } from "../../seed";

const GAS_MONEY = 10n ** 18n; // 1 BNB on the mock chain, so demo personas can pay for their own transactions

/** Names the personas the store was seeded for; written last, so a seed cut short is seen and done again. */
const SEEDED = "seeded";
/** Written first: a worker stopped in the middle of seeding leaves it behind. */
const SEEDING = "seeding";
const MARK = PERSONA_KEYS.map((p) => p.address.toLowerCase()).join(",");

/** Empties the demo store and the mock chain (a reset, or a seed that was cut short). */
export async function wipeDemo(chain: MockChain): Promise<void> {
  await db.delete();
  await db.open();
  await chain.reset();
  clock.reset();
}

/**
 * The personas' accounts and history, once per store: a store seeded before (this version or an earlier one) is
 * kept as it is, so demo data survives reloads and new versions.
 */
export async function seedDemo(chain: MockChain): Promise<void> {
  if ((await db.meta.get(SEEDED))?.value === MARK) return;
  if (await db.meta.get(SEEDING)) await wipeDemo(chain);
  await db.meta.put({ name: SEEDING, value: 1 });
  for (const p of PERSONA_KEYS) await chain.setBalance(p.address, GAS_MONEY);
  const created = await seedPersonas(PERSONA_KEYS.map((p) => ({ ...p })));
  const history = PERSONA_KEYS.find((p) => p.id === "history")!;
  if (created.history) await seedHistory(created.history, history.privateKey);
  if (created.admin) await seedAdmin(created.admin);
  await db.transaction("rw", db.meta, async () => {
    await db.meta.put({ name: SEEDED, value: MARK });
    await db.meta.delete(SEEDING);
  });
}
