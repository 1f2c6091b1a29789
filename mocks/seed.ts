import { clock } from "./clock";
import { db } from "./db";
import { createUser } from "./services/auth";

export type PersonaId = "newUser" | "history" | "admin";

export interface PersonaSeed {
  id: PersonaId;
  /** Any case; stored lower-cased. */
  address: string;
}

/** The admin's invite code is fixed so a presenter can type it in a demo. */
export const DEMO_INVITE_CODE = "HOLDER";

const DAY = 24 * 60 * 60_000;

/**
 * Gives the demo personas their accounts, once: the admin at the top of the tree, the user with history bound
 * under the admin with a node. The new user gets no row: it signs up on first login like a real newcomer.
 */
export async function seedPersonas(personas: PersonaSeed[]): Promise<void> {
  const byId = new Map(personas.map((p) => [p.id, p.address.toLowerCase()]));
  const now = clock.now();
  await db.transaction("rw", db.users, async () => {
    const adminAddress = byId.get("admin");
    let admin = adminAddress ? await db.users.where("address").equals(adminAddress).first() : undefined;
    if (adminAddress && !admin) {
      const codeTaken = await db.users.where("invite_code").equals(DEMO_INVITE_CODE).count();
      admin = await createUser(adminAddress, now - 90 * DAY, {
        is_admin: 1,
        level: 3,
        node_type: 3,
        ...(codeTaken ? {} : { invite_code: DEMO_INVITE_CODE }),
      });
    }
    const historyAddress = byId.get("history");
    if (historyAddress && !(await db.users.where("address").equals(historyAddress).count())) {
      await createUser(historyAddress, now - 30 * DAY, { pid: admin?.id ?? 0, level: 1, node_type: 2 });
    }
  });
}
