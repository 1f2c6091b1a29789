import { Wallet } from "ethers";
import { describe, expect, it } from "vitest";
import type { CoinBalance, OwnedNft, PageOf, StakedNft, UserInfo } from "../src/api/wire";
import { NFT_ARTWORK } from "./config";
import { db } from "./db";
import { DEMO_INVITE_CODE, seedHistory, seedPersonas } from "./seed";
import { call, login, testChain, withMockBackend } from "./test/harness";

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

describe("the user with history", () => {
  it("holds coins that its bill explains, NFTs on chain and two recorded stakes", async () => {
    const history = Wallet.createRandom();
    await testChain.setBalance(history.address, 10n ** 18n);
    const created = await seedPersonas([{ id: "history", address: history.address }]);
    await seedHistory(created.history!, history.privateKey);
    const token = await login(history);

    const coins = (await call<CoinBalance[]>("GET", "/api/user/coins", { token })).data;
    expect(coins.filter((c) => c.money !== "0").map((c) => c.coin_id)).toEqual([1, 2, 3, 4]);
    const bills = await db.bills.where("userId").equals(created.history!.id!).toArray();
    for (const coin of coins.filter((c) => c.money !== "0")) {
      const last = bills.filter((b) => b.coinId === coin.coin_id).at(-1)!;
      expect(last.balanceAfter).toBe(coin.money);
    }
    const own = (await call<OwnedNft[]>("GET", "/api/n_f_t/own", { token })).data;
    const staked = (await call<PageOf<StakedNft>>("GET", "/api/n_f_t/stake/record?page=1&count=10", { token })).data;
    expect(own).toHaveLength(NFT_ARTWORK.length - 2);
    expect(staked.count).toBe(2);
  });
});
