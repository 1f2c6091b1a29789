import { describe, expect, it } from "vitest";
import { PERSONA_KEYS } from "../../../src/wallet/demo/personaKeys";
import { clock } from "../../clock";
import { db } from "../../db/holderDb";
import { testChain, withMockBackend } from "../../test/harness";
import { seedDemo, wipeDemo } from "./seedDemo";

withMockBackend();

const address = (id: string) => PERSONA_KEYS.find((p) => p.id === id)!.address.toLowerCase();

describe("the worker's demo seed", () => {
  it("seeds the fixed personas once: a second start keeps what the demo did since", async () => {
    await seedDemo(testChain);
    const admin = await db.users.where("address").equals(address("admin")).first();
    const history = await db.users.where("address").equals(address("history")).first();
    expect(admin?.invite_code).toBe("HOLDER");
    expect(history?.pid).toBe(admin?.id);
    expect(await db.users.where("address").equals(address("newUser")).count()).toBe(0);
    expect(await testChain.getBalance(address("newUser"))).toBe(10n ** 18n);

    const bills = await db.bills.count();
    await db.checkins.add({ userId: history!.id!, day: 1, streak: 1, reward: "1", created_at: 1 });
    await seedDemo(testChain);
    expect(await db.bills.count()).toBe(bills);
    expect(await db.checkins.count()).toBe(1);
  });

  it("starts over when the last seed was cut short, so no half-written history stays", async () => {
    await db.meta.put({ name: "seeding", value: 1 });
    await db.users.add({
      address: "0xleftover",
      invite_code: "LEFT",
      pid: 0,
      level: 0,
      node_type: 0,
      is_admin: 0,
      created_at: 0,
    });
    await seedDemo(testChain);
    expect(await db.users.where("address").equals("0xleftover").count()).toBe(0);
    expect(await db.meta.get("seeding")).toBeUndefined();
    expect(await db.users.where("address").equals(address("history")).count()).toBe(1);
  });

  it("a wipe empties the store, the chain and the clock", async () => {
    await seedDemo(testChain);
    clock.advance(86_400_000);
    await wipeDemo(testChain);
    expect(await db.users.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
    expect(clock.offset()).toBe(0);
    expect(await testChain.getBalance(address("admin"))).toBe(0n);
  });
});
