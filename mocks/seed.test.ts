import { Wallet } from "ethers";
import { describe, expect, it } from "vitest";
import type { UserInfo } from "../src/api/wire";
import { db } from "./db";
import { DEMO_INVITE_CODE, seedPersonas } from "./seed";
import { call, login, withMockBackend } from "./test/harness";

withMockBackend();

describe("demo personas", () => {
  it("give the admin and the user with history their accounts once, and leave the new user to sign up", async () => {
    const [newUser, history, admin] = [Wallet.createRandom(), Wallet.createRandom(), Wallet.createRandom()];
    const personas = [
      { id: "newUser" as const, address: newUser.address },
      { id: "history" as const, address: history.address },
      { id: "admin" as const, address: admin.address },
    ];
    await seedPersonas(personas);
    await seedPersonas(personas);
    expect(await db.users.count()).toBe(2);

    const adminInfo = (await call<UserInfo>("GET", "/api/user/info", { token: await login(admin) })).data;
    expect(adminInfo).toMatchObject({ is_admin: 1, invite_code: DEMO_INVITE_CODE, pid: 0 });
    const historyInfo = (await call<UserInfo>("GET", "/api/user/info", { token: await login(history) })).data;
    expect(historyInfo).toMatchObject({ is_admin: 0, pid: adminInfo.id, node_type: 2 });
    const fresh = (await call<UserInfo>("GET", "/api/user/info", { token: await login(newUser) })).data;
    expect(fresh).toMatchObject({ is_admin: 0, pid: 0, node_type: 0 });
  });
});
