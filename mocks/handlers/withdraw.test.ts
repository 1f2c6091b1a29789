import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import { call, withMockBackend } from "../test/harness";
import { balance, moneySnapshot, signUp } from "../test/users";
import { randomWallet } from "../random";

withMockBackend();

const to = randomWallet().address;
const withdraw = (token: string, body: unknown) =>
  call<{ id: number; fee: string; actual: string; status: string }>("POST", "/api/exchange/withdraw", {
    token,
    body,
  });
const logs = async (token: string) =>
  (await call<{ list: { id: number; status: string }[] }>("GET", "/api/user/withdraw/logs", { token })).data
    .list;

describe("withdraw", () => {
  it("takes the amount at once, with the fee and the actual amount, and waits for review", async () => {
    const me = await signUp({ coins: { 1: "300" } });
    const res = await withdraw(me.token, { coin_id: 1, channel: "BEP20", address: to, amount: "250" });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ fee: "2.5", actual: "247.5", status: "pending" });
    expect(await balance(me.info.id)).toBe("50");
    expect((await logs(me.token))[0]!.status).toBe("pending");
  });

  it("rounds the percent fee half away from zero at 4 places (docs/decisions/0010-money.md)", async () => {
    const me = await signUp({ coins: { 1: "200" } });
    // 1% of 123.4567 is 1.234567: the fee is 1.2346, so 122.2221 arrives.
    const res = await withdraw(me.token, { coin_id: 1, address: to, amount: "123.4567" });
    // No channel sent: the only one, BEP20.
    expect(res.data).toMatchObject({ fee: "1.2346", actual: "122.2221", channel: "BEP20" });
    expect(await balance(me.info.id)).toBe("76.5433");
  });

  it("is approved, processed, then successful on the demo clock", async () => {
    const me = await signUp({ coins: { 1: "300" } });
    const admin = await signUp({ admin: true });
    const { data } = await withdraw(me.token, { coin_id: 1, address: to, amount: "100" });
    const review = await call<{ list: { id: number; user_address?: string }[] }>(
      "GET",
      "/api/admin/withdraw?status=pending",
      { token: admin.token },
    );
    expect(review.data.list.map((w) => w.id)).toEqual([data.id]);
    // The admin tells whose it is by address, not by an internal user id.
    expect(review.data.list[0]!.user_address).toBe(me.info.address.toLowerCase());
    expect((await call("POST", `/api/admin/withdraw/${data.id}/approve`, { token: admin.token })).code).toBe(
      200,
    );
    expect((await logs(me.token))[0]!.status).toBe("processing");
    clock.advance(5 * 60_000);
    expect((await logs(me.token))[0]!.status).toBe("successful");
    expect(await balance(me.info.id)).toBe("200");
    expect((await call("POST", `/api/admin/withdraw/${data.id}/reject`, { token: admin.token })).code).toBe(
      10406,
    );
  });

  it("is refunded with a 'withdrawal rejection' bill entry when the admin rejects it", async () => {
    const me = await signUp({ coins: { 1: "300" } });
    const admin = await signUp({ admin: true });
    const { data } = await withdraw(me.token, { coin_id: 1, address: to, amount: "100" });
    expect((await call("POST", `/api/admin/withdraw/${data.id}/reject`, { token: admin.token })).code).toBe(
      200,
    );
    expect((await logs(me.token))[0]!.status).toBe("failed");
    expect(await balance(me.info.id)).toBe("300");
    const last = await db.bills.orderBy("id").last();
    expect(last).toMatchObject({ type: "withdrawal_rejection", amount: "100", balanceAfter: "300" });
    expect((await call("POST", `/api/admin/withdraw/${data.id}/approve`, { token: admin.token })).code).toBe(
      10406,
    );
  });

  it("keeps the review to admins: the server checks is_admin on every call", async () => {
    const me = await signUp({ coins: { 1: "300" } });
    const { data } = await withdraw(me.token, { coin_id: 1, address: to, amount: "100" });
    expect((await call("GET", "/api/admin/withdraw", { token: me.token })).code).toBe(10040);
    expect((await call("POST", `/api/admin/withdraw/${data.id}/approve`, { token: me.token })).code).toBe(
      10040,
    );
    expect((await call("POST", `/api/admin/withdraw/${data.id}/reject`, { token: me.token })).code).toBe(
      10040,
    );
    expect((await call("GET", "/api/admin/config", { token: me.token })).code).toBe(10040);
    expect((await logs(me.token))[0]!.status).toBe("pending");
  });

  // EIP-55's own example (0x5aAeb6…) with one letter's case changed: still mixed case, so its checksum is checked
  // and broken. (A random address with a letter flipped can come out all one case: a valid unchecksummed address.)
  const checksumBroken = "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
  it.each([
    ["no coin", { coin_id: undefined }, 10202, "withdrawCoinRequired"],
    ["a coin that cannot be withdrawn", { coin_id: 2 }, 10202, "withdrawCoinOnly"],
    ["an unknown channel", { channel: "TRC20" }, 10405, "withdrawChannelOnly"],
    ["a channel in another case", { channel: "bep20" }, 10405, "withdrawChannelOnly"],
    ["an empty channel", { channel: "" }, 10405, "withdrawChannelOnly"],
    ["a channel list", { channel: ["BEP20"] }, 10405, "withdrawChannelOnly"],
    ["a number as channel", { channel: 20 }, 10405, "withdrawChannelOnly"],
    ["null as channel", { channel: null }, 10405, "withdrawChannelOnly"],
    ["an object as channel", { channel: { name: "BEP20" } }, 10405, "withdrawChannelOnly"],
    ["no address", { address: "" }, 10402, "withdrawAddressRequired"],
    ["a malformed address", { address: "0x1234" }, 10402, "addressIncorrect"],
    ["a checksum-broken address", { address: checksumBroken }, 10402, "addressIncorrect"],
    ["no amount", { amount: "" }, 10401, "withdrawAmountRequired"],
    ["a negative amount", { amount: "-10" }, 10401, "amountIncorrect"],
    ["zero", { amount: "0" }, 10401, "amountIncorrect"],
    ["too many decimals", { amount: "10.12345" }, 10401, "amountIncorrect"],
    ["exponent notation", { amount: "1e3" }, 10401, "amountIncorrect"],
    ["less than the minimum", { amount: "9.9999" }, 10403, "withdrawBelowMinimum"],
    ["more than the balance", { amount: "300.0001" }, 10201, "insufficientBalance"],
  ])("refuses %s and changes nothing", async (_, change, code, key) => {
    const me = await signUp({ coins: { 1: "300" } });
    const before = await moneySnapshot();
    const res = await withdraw(me.token, {
      coin_id: 1,
      channel: "BEP20",
      address: to,
      amount: "50",
      ...change,
    });
    expect([res.status, res.code]).toEqual([200, code]);
    expect(res.message).toBeTruthy();
    expect(res.message).toBe(en.server[key as keyof typeof en.server].replace("{{min}}", "10"));
    expect(await moneySnapshot()).toEqual(before);
  });

  it("executes a double submit once", async () => {
    const me = await signUp({ coins: { 1: "300" } });
    const body = { coin_id: 1, address: to, amount: "100", request_id: "withdraw-once-1" };
    const [a, b] = await Promise.all([withdraw(me.token, body), withdraw(me.token, body)]);
    expect(a.data).toEqual(b.data);
    expect(await balance(me.info.id)).toBe("200");
    expect(await db.withdrawals.count()).toBe(1);
  });
});
