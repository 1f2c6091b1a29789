import { toDecimal, units } from "../../../src/lib/money/units";
import {
  expect,
  expectCode,
  expectDocumented,
  expectRefused,
  type Account,
  type Rule,
  type RunContext,
  randomWallet,
} from "../rule";
import { exchangeSetup, reject, snapshot, withdraw, withdrawChannel, type WithdrawChannel } from "./funds";

const AREA = "Hostile input: refused, and nothing changed";
const BAD_REQUEST = 10001;
const WITHDRAW = "POST /api/exchange/withdraw";

/** The funded user when given (a refusal then cannot be for want of money), else a new one. */
function someone(ctx: RunContext): Promise<Account> {
  return ctx.has("user") ? ctx.user() : ctx.fresh();
}

/** Whether the run can prove a request would pass but for the one thing wrong: a funded user and an admin to undo. */
const canControl = (ctx: RunContext) => ctx.has("user") && ctx.has("admin") && ctx.settings.moneyAllowed;

/**
 * Amounts that name a valid sum (10, or 100) in a form the document does not allow: padding, other digits, signs,
 * exponents, grouping. A server that reads them "kindly" books what the user never typed.
 */
export const MALFORMED_AMOUNTS = [
  " 10",
  "10 ",
  "\n10\n",
  "\t10",
  "\u00a010",
  "1\u00a0000",
  "\u200b10",
  "１０",
  "١٠",
  "१०",
  "+10",
  "1e1",
  "1E2",
  "10.",
  "0x10",
  "10,0",
  "1_0",
  "Infinity",
  "10.0.0",
  "-10",
  "0",
  "0.0000",
  "",
  null,
  true,
  [],
  ["10"],
  {},
  { value: "10" },
];

async function withdrawBodies(ctx: RunContext, token: string) {
  const channel = await withdrawChannel(ctx.http, token);
  const good = {
    coin_id: channel.coin_id,
    channel: channel.channel,
    address: randomWallet().address,
    amount: "10",
  };
  const bad: [string, Record<string, unknown>][] = [];
  for (const amount of MALFORMED_AMOUNTS) bad.push([`amount ${JSON.stringify(amount)}`, { ...good, amount }]);
  const zero = `0x${"0".repeat(40)}`;
  // EIP-55's example with one letter's case changed: a broken checksum.
  const badChecksum = "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
  for (const address of ["0x123", zero, badChecksum, "", 5, ` ${good.address}x`])
    bad.push([`address ${JSON.stringify(address)}`, { ...good, address }]);
  // Coins the user may hold but not withdraw (the protocol lists only some), and ids no coin has.
  const held = await ctx.http.call<{ coin_id: number }[]>("GET", "/api/user/coins", { token });
  const withdrawable = await ctx.http.call<{ coin_id: number }[]>(
    "GET",
    "/api/user/coin_protocol?type=withdraw",
    {
      token,
    },
  );
  const allowed = new Set((withdrawable.envelope.data ?? []).map((c) => c.coin_id));
  const others = (held.envelope.data ?? []).map((c) => c.coin_id).filter((id) => !allowed.has(id));
  for (const coin_id of [...others, -1, 0, 1.5, "1; DROP TABLE", 99999999, null, [channel.coin_id]])
    bad.push([`coin_id ${JSON.stringify(coin_id)}`, { ...good, coin_id }]);
  const justUnder = toDecimal(units(channel.min_amount) - units("0.0001"));
  bad.push([
    `amount ${justUnder}, under the channel's minimum ${channel.min_amount}`,
    { ...good, amount: justUnder },
  ]);
  for (const channelName of [[channel.channel], 5, "", "NO-SUCH-CHANNEL", channel.channel.toLowerCase()])
    if (channelName !== channel.channel)
      bad.push([`channel ${JSON.stringify(channelName)}`, { ...good, channel: channelName }]);
  return { channel, good, bad };
}

/** Proves `good` passes (then has the admin give it back): the refusals of its variants are for what they change. */
async function control(
  ctx: RunContext,
  token: string,
  channel: WithdrawChannel,
  good: { amount: string; address: string },
) {
  const passed = await withdraw(ctx.http, token, channel, good.amount, good.address);
  expectCode(passed, 200, `the same withdrawal with amount ${JSON.stringify(good.amount)}`);
  await reject(ctx, passed.envelope.data.id);
}

export const hostileRules: Rule[] = [
  {
    id: "withdraw-malformed",
    area: AREA,
    name: "withdrawals with malformed amounts (padding, other digits, signs, exponents), addresses, coin ids and channels",
    operations: [WITHDRAW],
    catches: [
      "an amount read kindly (whitespace, unicode digits, exponent, sign)",
      "a malformed address, coin or channel accepted",
    ],
    async run(ctx) {
      const { token } = await someone(ctx);
      const { channel, good, bad } = await withdrawBodies(ctx, token);
      if (canControl(ctx)) await control(ctx, token, channel, good);
      const before = await snapshot(ctx.http, token);
      for (const [what, body] of bad) {
        const answer = await ctx.http.call("POST", "/api/exchange/withdraw", { token, body });
        expectDocumented(answer);
        expectRefused(answer, `a withdrawal with ${what}`);
      }
      expect(
        (await snapshot(ctx.http, token)) === before,
        "balances, withdrawals and the bill are unchanged",
      );
    },
  },
  {
    id: "exchange-malformed",
    area: AREA,
    name: "exchanges with malformed amounts are refused, where the same sum written plainly passes",
    needs: ["user"],
    money: true,
    operations: ["POST /api/exchange/exchange"],
    catches: ["an amount read kindly (whitespace, unicode digits, exponent, sign)"],
    async run(ctx) {
      const { token } = await ctx.user();
      const pair = await exchangeSetup(ctx.http, token);
      const body = (amount: unknown) => ({
        from_coin_id: pair.from_coin_id,
        to_coin_id: pair.to_coin_id,
        amount,
      });
      expectCode(
        await ctx.http.call("POST", "/api/exchange/exchange", { token, body: body(pair.amount) }),
        200,
        `an exchange of ${pair.amount}`,
      );
      const before = await snapshot(ctx.http, token);
      const forms = [
        ` ${pair.amount}`,
        `${pair.amount}\n`,
        `\u00a0${pair.amount}`,
        `+${pair.amount}`,
        `${pair.amount}e0`,
        `-${pair.amount}`,
      ];
      for (const amount of forms) {
        const answer = await ctx.http.call("POST", "/api/exchange/exchange", { token, body: body(amount) });
        expectDocumented(answer);
        expectRefused(answer, `an exchange of ${JSON.stringify(amount)}`);
      }
      expect((await snapshot(ctx.http, token)) === before, "balances and the bill are unchanged");
    },
  },
  {
    id: "json-bodies",
    area: AREA,
    name: "a JSON number past 2^53, malformed JSON and a body that is not an object (10001)",
    operations: [WITHDRAW],
    catches: ["a number rounded instead of refused", "malformed JSON half-read"],
    async run(ctx) {
      const { token } = await someone(ctx);
      const before = await snapshot(ctx.http, token);
      const { good } = await withdrawBodies(ctx, token);
      const raws = [
        JSON.stringify(good).replace('"amount":"10"', '"amount":9007199254740993'),
        JSON.stringify(good).replace(`"coin_id":${good.coin_id}`, '"coin_id":9007199254740993'),
        "{",
        "[1,2,3]",
        '"text"',
      ];
      for (const rawBody of raws) {
        const answer = await ctx.http.call("POST", "/api/exchange/withdraw", { token, rawBody });
        expectDocumented(answer);
        expectCode(answer, BAD_REQUEST, `the body ${rawBody.slice(0, 60)}`);
      }
      expect((await snapshot(ctx.http, token)) === before, "nothing changed");
    },
  },
  {
    id: "content-type-json",
    area: AREA,
    name: "a body that is not sent as application/json is refused with HTTP 415, and changes nothing",
    operations: ["POST /api/check_in/do", WITHDRAW],
    catches: ["JSON taken from text/plain or a form (what a page on another site can send without asking)"],
    async run(ctx) {
      const user = await ctx.fresh();
      const types = [
        "text/plain",
        "text/plain;charset=UTF-8",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        null,
      ];
      for (const contentType of ["text/plain", "application/x-www-form-urlencoded"]) {
        const chunked = await ctx.http.call("POST", "/api/check_in/do", {
          token: user.token,
          rawBody: "{}",
          contentType,
          chunked: true,
        });
        expectCode(chunked, 10009, `a check-in sent as ${contentType} in chunks`, 415);
      }
      for (const contentType of types) {
        const answer = await ctx.http.call("POST", "/api/check_in/do", {
          token: user.token,
          rawBody: "{}",
          contentType,
        });
        expectCode(answer, 10009, `a check-in sent as ${contentType ?? "no Content-Type"}`, 415);
      }
      const { token } = await someone(ctx);
      const { good } = await withdrawBodies(ctx, token);
      const before = await snapshot(ctx.http, token);
      const plain = await ctx.http.call("POST", "/api/exchange/withdraw", {
        token,
        body: good,
        contentType: "text/plain",
      });
      expectCode(plain, 10009, "a withdrawal sent as text/plain", 415);
      expect((await snapshot(ctx.http, token)) === before, "nothing changed");
      const json = await ctx.http.call("POST", "/api/check_in/do", {
        token: user.token,
        rawBody: "{}",
        contentType: "application/json; charset=utf-8",
      });
      expectCode(json, 200, "the same check-in as application/json; charset=utf-8");
    },
  },
  {
    id: "body-size",
    area: AREA,
    name: "a body over 1 MB answers HTTP 413 (10007), whether its length is declared or it comes in chunks",
    operations: ["POST /api/bind/invite"],
    catches: ["a body read whole whatever its size (memory exhausted)"],
    async run(ctx) {
      const { token } = await ctx.fresh();
      const rawBody = JSON.stringify({ invite_code: "x".repeat(1_100_000) });
      const declared = await ctx.http.call("POST", "/api/bind/invite", { token, rawBody });
      expectCode(declared, 10007, "an oversized body", 413);
      const chunked = await ctx.http.call("POST", "/api/bind/invite", { token, rawBody, chunked: true });
      expectCode(chunked, 10007, "an oversized body in chunks, with no Content-Length", 413);
    },
  },
];
