import Dexie from "dexie";
import { describe, expect, it } from "vitest";
import { HolderDB } from "./db";

describe("HolderDB migrations", () => {
  it("keeps a version-1 store's users and gives them created_at on upgrade", async () => {
    const name = "migration-test";
    const v1 = new Dexie(name);
    v1.version(1).stores({
      users: "++id, &address, &invite_code, pid",
      nonces: "&address",
      sessions: "&token, userId",
    });
    await v1
      .table("users")
      .add({ address: "0xabc", invite_code: "AAAAAA", pid: 0, level: 0, node_type: 0, is_admin: 0 });
    v1.close();

    const current = new HolderDB(name);
    const users = await current.users.toArray();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ address: "0xabc", invite_code: "AAAAAA", created_at: 0 });
    expect(current.verno).toBe(6);
    expect(await current.users.where("created_at").equals(0).count()).toBe(1);
    await current.delete();
  });
});
