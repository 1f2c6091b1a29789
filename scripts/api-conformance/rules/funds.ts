import { div, mul, roundTo } from "../../../src/lib/money/arithmetic";
import { parseDecimal, toDecimal, units, type Units } from "../../../src/lib/money/units";
import { RuleFailure, type Http } from "../http";
import { appBody } from "../appBodies";
import { expectCode, Skip, type RunContext, randomWallet } from "../rule";

/** A coin's balance of the caller, in money units (src/lib/money/units.ts), never a float. */
export async function balanceOf(http: Http, token: string, coinId: number): Promise<Units> {
  const coins = await http.call<{ coin_id: number; money: string }[]>("GET", "/api/user/coins", { token });
  expectCode(coins, 200, "the user's coins");
  const money = coins.envelope.data.find((c) => c.coin_id === coinId)?.money ?? "0";
  const value = parseDecimal(money);
  if (value === null) throw new RuleFailure(`the balance ${money} is not a decimal string`, coins);
  return value;
}

export interface WithdrawChannel {
  coin_id: number;
  channel: string;
  min_amount: string;
  fee_percent: string;
  min_fee: string;
}

/** The first coin and channel the caller may withdraw by. */
export async function withdrawChannel(http: Http, token: string): Promise<WithdrawChannel> {
  const protocol = await http.call<{ coin_id: number; channels: Omit<WithdrawChannel, "coin_id">[] }[]>(
    "GET",
    "/api/user/coin_protocol?type=withdraw",
    { token },
  );
  const coin = protocol.envelope.data?.[0];
  if (!coin?.channels[0]) throw new Skip("no coin can be withdrawn");
  return { coin_id: coin.coin_id, ...coin.channels[0] };
}

/** An address to withdraw to that belongs to nobody of this run (only for withdrawals that are rejected). */
export const SOMEWHERE = randomWallet().address;

/** Asks for a withdrawal of `amount` by `channel` to `address`; `extra` adds fields (a request_id). */
export function withdraw(
  http: Http,
  token: string,
  channel: WithdrawChannel,
  amount: string,
  address: string = SOMEWHERE,
  extra: { request_id?: string } = {},
) {
  return http.call<{ id: number; fee: string; actual: string; status: string }>(
    "POST",
    "/api/exchange/withdraw",
    {
      token,
      body: appBody.withdraw({
        coin_id: channel.coin_id,
        channel: channel.channel,
        address,
        amount,
        ...extra,
      }),
    },
  );
}

/** The admin rejects a withdrawal (with no body, as the app does), so the test user's funds come back. */
export async function reject(ctx: RunContext, id: number): Promise<void> {
  const answer = await ctx.http.call("POST", `/api/admin/withdraw/${id}/reject`, {
    token: (await ctx.admin()).token,
  });
  expectCode(
    answer,
    200,
    `the admin's rejection of withdrawal ${id}, which gives the test user its funds back`,
  );
}

/** What a refused request must leave as it was: balances, withdrawals and the bill. */
export async function snapshot(http: Http, token: string): Promise<string> {
  const parts = await Promise.all(
    ["/api/user/coins", "/api/user/withdraw/logs?count=50", "/api/user/coin_logs?count=50"].map(
      async (path) => JSON.stringify((await http.call("GET", path, { token })).envelope?.data),
    ),
  );
  return parts.join("\n");
}

export interface ExchangeSetup {
  from_coin_id: number;
  to_coin_id: number;
  from_price: string;
  to_price: string;
  fee_percent: string;
  min_value_usd: string;
  /** What the rules sell: worth one and a half times the exchange's minimum value, at 4 places. */
  amount: string;
}

function smallExchangeAmount(minValueUsd: string, fromPrice: string): string {
  const value = mul(units(minValueUsd), units("1.5"), "halfAwayFromZero");
  return toDecimal(
    roundTo(div(value, units(fromPrice), "halfAwayFromZero"), 4, "halfAwayFromZero") + units("0.0001"),
  );
}

/** The first pair the caller can sell from, with the exchange's settings. */
export async function exchangeSetup(http: Http, token: string): Promise<ExchangeSetup> {
  const pairs = await http.call<ExchangeSetup[]>("GET", "/api/exchange/coin_pair", { token });
  const config = await http.call<{ fee_percent: string; min_value_usd: string }>(
    "GET",
    "/api/exchange/config",
  );
  for (const pair of pairs.envelope.data ?? []) {
    if ((await balanceOf(http, token, pair.from_coin_id)) > 0n) {
      const { fee_percent, min_value_usd } = config.envelope.data;
      return {
        ...pair,
        fee_percent,
        min_value_usd,
        amount: smallExchangeAmount(min_value_usd, pair.from_price),
      };
    }
  }
  throw new Skip("the user holds no coin that can be exchanged");
}
