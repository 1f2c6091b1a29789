import Dexie from "dexie";
import { describe, expect, it } from "vitest";
import { HolderDB } from "./holderDb";

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
    expect(current.verno).toBe(9);
    expect(await current.users.where("created_at").equals(0).count()).toBe(1);
    await current.delete();
  });

  it("keeps a version-6 store's nonces, sessions, mints and stakes, and gives them the v7 fields", async () => {
    const name = "migration-test-v6";
    const v6 = new Dexie(name);
    v6.version(6).stores({
      users: "++id, &address, &invite_code, pid, created_at",
      nonces: "&address, expiresAt",
      sessions: "&token, userId, expiresAt",
      mints: "++id, [userId+id]",
      stakes: "++id, tokenId, [userId+status+id], [status+id], staked_at",
    });
    const message = [
      "app.test wants you to sign in with your Ethereum account:",
      "0xAbC0000000000000000000000000000000000001",
      "",
      "Sign in.",
      "",
      "URI: http://app.test",
      "Version: 1",
      "Chain ID: 56",
      "Nonce: 0123456789abcdef0123456789abcdef",
      "Issued At: 2030-01-01T00:00:00.000Z",
      "Expiration Time: 2030-01-01T00:05:00.000Z",
    ].join("\n");
    await v6
      .table("nonces")
      .add({ address: "0xabc0000000000000000000000000000000000001", message, expiresAt: 9 });
    await v6.table("sessions").add({ token: "t1", userId: 1, expiresAt: 1e15 });
    const mint = { userId: 1, uri: "ipfs/a", price: "20", kind: "mint", created_at: 5 };
    await v6.table("mints").bulkAdd([
      { ...mint, tokenId: 7, txHash: "0x07" },
      { ...mint, tokenId: 0, txHash: "" },
    ]);
    await v6.table("stakes").add({ userId: 1, tokenId: 7, uri: "ipfs/a", staked_at: 1234, status: "staked" });
    v6.close();

    const current = new HolderDB(name);
    await current.open();
    expect(current.tables.map((t) => t.name)).not.toContain("nonces");
    expect(await current.loginNonces.toArray()).toEqual([
      {
        nonce: "0123456789abcdef0123456789abcdef",
        address: "0xabc0000000000000000000000000000000000001",
        message,
        issuedAt: Date.parse("2030-01-01T00:00:00.000Z"),
        expiresAt: 9,
      },
    ]);
    expect(await current.sessions.get("t1")).toEqual({ token: "t1", userId: 1, expiresAt: 1e15 });
    const mints = await current.mints.toArray();
    expect(mints.map((m) => [m.tokenId, m.txHash, m.status, m.legacy])).toEqual([
      [7, "0x07", "minted", undefined],
      [0, "", "pending", true],
    ]);
    expect(await current.mints.where("[userId+status]").equals([1, "pending"]).count()).toBe(1);
    expect(await current.stakes.toArray()).toEqual([
      {
        id: 1,
        userId: 1,
        tokenId: 7,
        uri: "ipfs/a",
        staked_at: 1234,
        status: "staked",
        chain_staked_at: null,
        skew: 0,
        ended_at: null,
        checked_at: 1234,
      },
    ]);
    await current.delete();
  });
  it("keeps a version-7 store's accounts, money and sessions when the worker's v8 adds its settings table", async () => {
    const name = "migration-test-v7";
    const v7 = new Dexie(name);
    v7.version(7).stores({
      users: "++id, &address, &invite_code, pid, created_at",
      sessions: "&token, userId, expiresAt",
      balances: "[userId+coinId], userId",
      bills:
        "++id, [userId+id], [userId+coinId+id], [userId+dir+id], [userId+coinId+dir+id], [userId+type+id], [userId+coinId+type+id], [userId+type+dir+id], [userId+coinId+type+dir+id]",
      secrets: "&name",
    });
    const user = {
      address: "0xabc",
      invite_code: "HOLDER",
      pid: 0,
      level: 3,
      node_type: 3,
      is_admin: 1,
      created_at: 5,
    };
    await v7.table("users").add(user);
    await v7.table("balances").add({ userId: 1, coinId: 1, amount: "50000" });
    const bill = {
      userId: 1,
      coinId: 1,
      amount: "50000",
      balance_after: "50000",
      type: "admin_operation",
      dir: "in",
    };
    await v7.table("bills").add({ ...bill, ref: "seed-treasury", created_at: 6 });
    await v7.table("sessions").add({ token: "t7", userId: 1, expiresAt: 1e15 });
    await v7.table("secrets").add({ name: "siwe", value: "ab".repeat(32) });
    v7.close();

    const current = new HolderDB(name);
    await current.open();
    expect(current.verno).toBe(9);
    expect(await current.users.where("invite_code").equals("HOLDER").first()).toMatchObject(user);
    expect(await current.balances.get([1, 1])).toEqual({ userId: 1, coinId: 1, amount: "50000" });
    expect(
      await current.bills
        .where("[userId+coinId+dir+id]")
        .between([1, 1, "in", 0], [1, 1, "in", Infinity])
        .count(),
    ).toBe(1);
    expect(await current.sessions.get("t7")).toEqual({ token: "t7", userId: 1, expiresAt: 1e15 });
    expect((await current.secrets.get("siwe"))?.value).toBe("ab".repeat(32));
    expect(await current.meta.count()).toBe(0);
    await current.meta.put({ name: "clock", value: 86_400_000 });
    expect((await current.meta.get("clock"))?.value).toBe(86_400_000);
    await current.delete();
  });

  it("indexes a version-8 store's admin operations by admin, direction and time in v9", async () => {
    const name = "migration-test-v8";
    const v8 = new Dexie(name);
    v8.version(8).stores({
      bills:
        "++id, [userId+id], [userId+coinId+id], [userId+dir+id], [userId+coinId+dir+id], [userId+type+id], [userId+coinId+type+id], [userId+type+dir+id], [userId+coinId+type+dir+id]",
      meta: "&name",
    });
    const row = { userId: 2, coinId: 1, balanceAfter: "5", type: "admin_operation", ref: "admin" };
    await v8.table("bills").bulkAdd([
      { ...row, amount: "5", dir: "in", admin: { adminId: 7, reason: "r" }, created_at: 100 },
      { ...row, amount: "-1", dir: "out", admin: { adminId: 7, reason: "r" }, created_at: 200 },
      { ...row, amount: "9", dir: "in", ref: "seed-treasury", created_at: 300 }, // no admin: not in the index
    ]);
    v8.close();

    const current = new HolderDB(name);
    await current.open();
    expect(current.verno).toBe(9);
    const credits = await current.bills
      .where("[admin.adminId+dir+created_at]")
      .between([7, "in", 0], [7, "in", Infinity])
      .toArray();
    expect(credits.map((b) => b.amount)).toEqual(["5"]);
    expect(await current.bills.count()).toBe(3);
    await current.delete();
  });
});
