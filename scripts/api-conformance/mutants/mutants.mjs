// The planted defects `npm run test:api` must catch (run by ./run.mjs). Each is the reference server with one defect
// a real backend could ship: `edits` replace text in the source as it is built (each `find` must occur exactly once
// in its file, or the mutant stops with "does not apply"), and `rule` names the rule written against it, which runs
// first. A mutant is one defect: where a defect needs two edits (a header kept, then read), both are listed.

/** @typedef {{ file: string, find: string, replace: string }} Edit */
/** @typedef {{ id: string, area: string, rule: string, defect: string, edits: Edit[] }} Mutant */

const AUTH_HANDLER = "mocks/handlers/auth.ts";
const NONCES = "mocks/services/loginNonces.ts";
const AUTH = "mocks/services/auth.ts";
const ADMIN_HANDLERS = "mocks/handlers/admin.ts";
const WITHDRAW = "mocks/services/withdraw.ts";
const QUOTE = "src/lib/money/quote.ts";
const LEDGER = "mocks/services/ledger.ts";

/** When a request has no Origin, the message is bound to what `header` says (a proxy's or the caller's). */
const noOriginFrom = (header, toOrigin) => ({
  file: AUTH_HANDLER,
  find: "if (header === null) return origins[0]!;",
  replace: `if (header === null) { const said = request.headers.get("${header}"); return said ? ${toOrigin} : origins[0]!; }`,
});

/** @type {Mutant[]} */
export const mutants = [
  // ---- sign-in ------------------------------------------------------------------------------------------------------
  {
    id: "signature-unchecked-with-message",
    area: "sign-in",
    rule: "signin-signature-checked",
    defect:
      "a posted message is trusted without checking who signed it ({ signature, message }, the app's shape)",
    edits: [
      { file: AUTH, find: "if (!signedBy(issued.message, signature, key)) {", replace: "if (false) {" },
    ],
  },
  {
    id: "signature-unchecked-alone",
    area: "sign-in",
    rule: "signin-signature-checked",
    defect: "a signature posted alone signs in with the address's newest message, whoever signed it",
    edits: [
      {
        file: NONCES,
        find: "const row = live.find((r) => signedBy(r.message, signature, key));",
        replace: "const row = live[0];",
      },
    ],
  },
  {
    id: "nonce-reused",
    area: "sign-in",
    rule: "signin-nonce-once",
    defect: "a used nonce is not remembered: a message signs in again and again",
    edits: [
      { file: NONCES, find: "if (await db.usedNonces.get(issued.nonce)) throw invalid();", replace: "" },
    ],
  },
  {
    id: "nonce-reused-with-message",
    area: "sign-in",
    rule: "signin-nonce-once",
    defect:
      "a nonce is spent only when the signature comes alone; posted with its message it can be replayed",
    edits: [
      {
        file: AUTH,
        find: "await consumeNonce(issued);",
        replace:
          'if (message === undefined || message === null || message === "") await consumeNonce(issued);',
      },
    ],
  },
  {
    id: "nonce-expiry-ignored-with-message",
    area: "sign-in",
    rule: "signin-expired",
    defect: "a posted message is accepted after its Expiration Time",
    edits: [
      {
        file: NONCES,
        find: "if (f.domain !== origin.host || f.expiresAt <= Date.now()) throw invalid();",
        replace: "if (f.domain !== origin.host) throw invalid();",
      },
    ],
  },
  {
    id: "nonce-expiry-ignored-alone",
    area: "sign-in",
    rule: "signin-expired",
    defect: "a signature posted alone finds expired messages too",
    edits: [
      {
        file: NONCES,
        find: "const live = rows.filter((r) => r.expiresAt > now);",
        replace: "const live = rows;",
      },
    ],
  },
  {
    id: "nonce-for-another-address",
    area: "sign-in",
    rule: "signin-other-address",
    defect: "a message issued for one address signs in another (the address line is not compared)",
    edits: [
      {
        file: NONCES,
        find: "if (!f || f.address.toLowerCase() !== key || f.chainId !== connectedChain()) throw invalid();",
        replace: "if (!f || f.chainId !== connectedChain()) throw invalid();",
      },
    ],
  },
  {
    id: "nonce-expiry-not-signed",
    area: "sign-in",
    rule: "signin-edited-message",
    defect: "the server's proof of a message leaves out its expiry: a client stretches it at will",
    edits: [
      {
        file: NONCES,
        find: "const text = [f.domain, f.uri, f.address, f.chainId, random, f.issuedAt, f.expiresAt].join",
        replace: "const text = [f.domain, f.uri, f.address, f.chainId, random, f.issuedAt].join",
      },
    ],
  },
  {
    id: "message-wrong-chain",
    area: "sign-in",
    rule: "signin-message",
    defect: "sign-in messages name another chain than the app's",
    edits: [{ file: NONCES, find: "    chainId: connectedChain(),", replace: "    chainId: 1," }],
  },
  {
    id: "domain-from-any-origin",
    area: "sign-in",
    rule: "signin-no-foreign-binding",
    defect: "the message is bound to whatever Origin the request carries (a phishing page's own)",
    edits: [
      {
        file: AUTH_HANDLER,
        find: 'if (origins.includes(header)) return header;\n  throw new ServiceError(ErrorCode.originRefused, "originRefused");',
        replace: "return header;",
      },
    ],
  },
  {
    id: "domain-from-x-forwarded-host",
    area: "sign-in",
    rule: "signin-no-foreign-binding",
    defect: "without an Origin, the message is bound to X-Forwarded-Host",
    edits: [noOriginFrom("x-forwarded-host", "`https://${said}`")],
  },
  {
    id: "domain-from-referer",
    area: "sign-in",
    rule: "signin-no-foreign-binding",
    defect: "without an Origin, the message is bound to the Referer's origin",
    edits: [noOriginFrom("referer", "new URL(said).origin")],
  },
  {
    id: "domain-from-host",
    area: "sign-in",
    rule: "signin-no-foreign-binding",
    defect: "without an Origin, the message is bound to the Host header",
    edits: [
      { file: "mocks/hosts/http/app.ts", find: '  "host",\n  "connection",', replace: '  "connection",' },
      noOriginFrom("host", "`http://${said}`"),
    ],
  },
  // ---- sessions -----------------------------------------------------------------------------------------------------
  {
    id: "logout-keeps-token",
    area: "sessions",
    rule: "session-logout",
    defect: "logout answers success and leaves the token alive",
    edits: [{ file: AUTH, find: "await db.sessions.delete(tokenOf(header));", replace: "" }],
  },
  {
    id: "token-reads-another-user",
    area: "sessions",
    rule: "session-own-data",
    defect: "a token is resolved to the user before its own (an off-by-one in the session lookup)",
    edits: [
      {
        file: AUTH,
        find: "const user = await db.users.get(row.userId);",
        replace: "const user = (await db.users.get(row.userId - 1)) ?? (await db.users.get(row.userId));",
      },
    ],
  },
  {
    id: "bill-of-everyone",
    area: "sessions",
    rule: "session-own-data",
    defect: "the bill lists every user's entries, not the caller's",
    edits: [
      {
        file: "mocks/services/bill.ts",
        find: ': ["[userId+id]", [userId]];',
        replace: ': ["id", []];',
      },
    ],
  },
  {
    id: "token-kept-on-account-switch",
    area: "sessions",
    rule: "session-account-switch",
    defect: "a sign-in that still carries a live token gets that token back, whoever signs in now",
    edits: [
      {
        file: AUTH_HANDLER,
        find: "const body = await readJson(ctx.request);",
        replace:
          'const body = await readJson(ctx.request);\n      const held = (ctx.request.headers.get("Authorization") ?? "").replace(/^Bearer\\s+/i, "");\n      if (held) return { token: held };',
      },
    ],
  },
  {
    id: "token-per-address",
    area: "sessions",
    rule: "session-same-user",
    defect: "the token is derived from the address: every sign-in hands out the same one",
    edits: [
      {
        file: AUTH,
        find: "const token = randomHex(32);",
        replace: 'const token = key.slice(2).padEnd(64, "0");\n    await db.sessions.delete(token);',
      },
    ],
  },
  {
    id: "token-prefix-match",
    area: "sessions",
    rule: "token-exact",
    defect: "a session is found by the token's prefix (a LIKE query): one character signs a request in",
    edits: [
      {
        file: AUTH,
        find: "const row = token ? await db.sessions.get(token) : undefined;",
        replace:
          "const row = token ? await db.sessions.filter((s) => s.token.startsWith(token)).first() : undefined;",
      },
    ],
  },
  {
    id: "sessions-unbounded",
    area: "sessions",
    rule: "session-bound",
    defect: "sign-ins pile up live sessions without bound",
    edits: [{ file: AUTH, find: "await keepNewestSessions(user.id!, token, now);", replace: "" }],
  },
  {
    id: "logout-bearer-kept",
    area: "sessions",
    rule: "session-logout",
    defect: "logout deletes the session named by the raw header: with 'Bearer <token>' the token stays alive",
    edits: [
      {
        file: AUTH,
        find: "await db.sessions.delete(tokenOf(header));",
        replace: 'await db.sessions.delete(header ?? "");',
      },
    ],
  },
  {
    id: "logout-ends-all",
    area: "sessions",
    rule: "session-logout",
    defect: "logout ends every session of the user, not only the caller's",
    edits: [
      {
        file: AUTH,
        find: "await db.sessions.delete(tokenOf(header));",
        replace:
          "const me = await userForToken(header);\n  await db.sessions.filter((s) => s.userId === me.id).delete();",
      },
    ],
  },
  {
    id: "withdraw-user-from-body",
    area: "sessions",
    rule: "session-body-owner",
    defect: "a withdrawal takes user_id from its body when there is one (mass assignment)",
    edits: [
      {
        file: "mocks/handlers/withdraw.ts",
        find: "    const user = await requireUser(request);\n    return requestWithdrawal(user, await readJson(request));",
        replace:
          '    const user = await requireUser(request);\n    const body = await readJson(request);\n    const named = typeof body.user_id === "number" ? await db.users.get(body.user_id) : undefined;\n    return requestWithdrawal(named ?? user, body);',
      },
      {
        file: "mocks/handlers/withdraw.ts",
        find: 'import { route } from "./route";',
        replace: 'import { route } from "./route";\nimport { db } from "../db/holderDb";',
      },
    ],
  },
  {
    id: "auth-any-origin",
    area: "sign-in",
    rule: "signin-origin-bound",
    defect:
      "a sign-in from a foreign Origin is taken as from the first app origin (a phishing page posts the signature)",
    edits: [
      {
        file: AUTH_HANDLER,
        find: "const origin = appOrigin(ctx.request, appOrigins);",
        replace: "const origin = appOrigins?.[0] ?? new URL(ctx.request.url).origin;",
      },
    ],
  },
  {
    id: "auth-domain-unchecked",
    area: "sign-in",
    rule: "signin-origin-bound",
    defect:
      "sign-in trusts the server's proof alone and does not compare the message's domain with the caller's origin",
    edits: [
      {
        file: NONCES,
        find: "if (f.domain !== origin.host || f.expiresAt <= Date.now()) throw invalid();",
        replace: "if (f.expiresAt <= Date.now()) throw invalid();",
      },
    ],
  },
  // ---- authorization ------------------------------------------------------------------------------------------------
  {
    id: "admin-credit-as-user",
    area: "authorization",
    rule: "admin-writes-refuse-users",
    defect: "any signed-in user may credit balances (POST /api/admin/balance)",
    edits: [
      {
        file: ADMIN_HANDLERS,
        find: "const admin = await requireAdmin(request);\n    return adjustBalance",
        replace: "const admin = await requireUser(request);\n    return adjustBalance",
      },
      {
        file: ADMIN_HANDLERS,
        find: "import { param, query, readJson, requireAdmin } from",
        replace: "import { param, query, readJson, requireAdmin, requireUser } from",
      },
    ],
  },
  {
    id: "admin-reject-as-user",
    area: "authorization",
    rule: "admin-writes-refuse-users",
    defect: "any signed-in user may reject (and so refund) a withdrawal",
    edits: [
      {
        file: ADMIN_HANDLERS,
        find: "await requireAdmin(ctx.request);\n    return rejectWithdrawal",
        replace: "await requireUser(ctx.request);\n    return rejectWithdrawal",
      },
      {
        file: ADMIN_HANDLERS,
        find: "import { param, query, readJson, requireAdmin } from",
        replace: "import { param, query, readJson, requireAdmin, requireUser } from",
      },
    ],
  },
  {
    id: "admin-approve-unchecked",
    area: "authorization",
    rule: "admin-writes-refuse-users",
    defect: "approving a withdrawal checks nobody, signed in or not",
    edits: [
      {
        file: ADMIN_HANDLERS,
        find: "await requireAdmin(ctx.request);\n    return approveWithdrawal",
        replace: "return approveWithdrawal",
      },
    ],
  },
  {
    id: "admin-lookup-as-user",
    area: "authorization",
    rule: "admin-reads-refuse-users",
    defect: "any signed-in user may look up another user's balances and bill (GET /api/admin/user)",
    edits: [
      {
        file: ADMIN_HANDLERS,
        find: "await requireAdmin(request);\n    const user = await userByAddress",
        replace: "await requireUser(request);\n    const user = await userByAddress",
      },
      {
        file: ADMIN_HANDLERS,
        find: "import { param, query, readJson, requireAdmin } from",
        replace: "import { param, query, readJson, requireAdmin, requireUser } from",
      },
    ],
  },
  {
    id: "admin-config-public",
    area: "authorization",
    rule: "token-required",
    defect: "the business settings answer without any sign-in",
    edits: [
      {
        file: ADMIN_HANDLERS,
        find: "await requireAdmin(request);\n    return adminConfig();",
        replace: "return adminConfig();",
      },
    ],
  },
  {
    id: "anonymous-is-user-one",
    area: "authorization",
    rule: "token-required",
    defect: "a request without a token acts as the first user",
    edits: [
      {
        file: "mocks/handlers/http.ts",
        find: 'return userForToken(request.headers.get("Authorization"));',
        replace:
          'const header = request.headers.get("Authorization");\n  return header ? userForToken(header) : db.users.get(1).then((u) => u!);',
      },
      {
        file: "mocks/handlers/http.ts",
        find: 'import type { UserRow } from "../db/accounts";',
        replace: 'import type { UserRow } from "../db/accounts";\nimport { db } from "../db/holderDb";',
      },
    ],
  },
  {
    id: "node-order-of-anyone",
    area: "authorization",
    rule: "records-of-others",
    defect: "a node order is shown to whoever asks for its id",
    edits: [
      {
        file: "mocks/services/node.ts",
        find: "if (!row || row.userId !== user.id) throw",
        replace: "if (!row) throw",
      },
    ],
  },
  {
    id: "stake-of-anyone",
    area: "authorization",
    rule: "records-of-others",
    defect: "a stake is shown to whoever asks for its token id",
    edits: [
      {
        file: "mocks/services/income.ts",
        find: "          .filter((s) => s.userId === userId)\n          .sort((a, b) => b.id! - a.id!)[0];\n  if (!stake)",
        replace: "          .sort((a, b) => b.id! - a.id!)[0];\n  if (!stake)",
      },
    ],
  },
  // ---- money --------------------------------------------------------------------------------------------------------
  {
    id: "ledger-allows-overdraft",
    area: "money",
    rule: "overdraft",
    defect: "the ledger lets a balance go below zero",
    edits: [
      {
        file: LEDGER,
        find: 'if (held.amount < 0n) throw new ServiceError(ErrorCode.insufficientBalance, "insufficientBalance");',
        replace: "",
      },
    ],
  },
  {
    id: "mint-free-when-poor",
    area: "money",
    rule: "mint-needs-funds",
    defect: "a mint the balance cannot pay goes ahead uncharged",
    edits: [
      {
        file: "mocks/services/mint.ts",
        find: 'amount: -price, type: "mint"',
        replace: 'amount: price > (await balanceOf(userId, MINT.coinId)) ? 0n : -price, type: "mint"',
      },
      {
        file: "mocks/services/mint.ts",
        find: 'import { applyChanges } from "./ledger";',
        replace: 'import { applyChanges, balanceOf } from "./ledger";',
      },
    ],
  },
  {
    id: "withdraw-fee-rounded-down",
    area: "money",
    rule: "withdraw-fee-rounding",
    defect: "the withdrawal fee is rounded down (0010-money.md says half away from zero)",
    edits: [
      {
        file: QUOTE,
        find: 'WITHDRAW_FEE_DECIMALS,\n      "halfAwayFromZero",',
        replace: 'WITHDRAW_FEE_DECIMALS,\n      "towardZero",',
      },
    ],
  },
  {
    id: "withdraw-minimum-fee-ignored",
    area: "money",
    rule: "withdraw-fee-minimum",
    defect: "the withdrawal's minimum fee is not applied",
    edits: [{ file: QUOTE, find: "    units(minFee),\n  );", replace: "    0n,\n  );" }],
  },
  {
    id: "withdraw-eight-decimals",
    area: "money",
    rule: "amount-decimals",
    defect: "a withdrawal takes 8 decimals where 4 are allowed",
    edits: [
      {
        file: WITHDRAW,
        find: "readAmount(body.amount, WITHDRAW.decimals,",
        replace: "readAmount(body.amount, 8,",
      },
    ],
  },
  {
    id: "exchange-price-inverted",
    area: "money",
    rule: "exchange-quote",
    defect: "the exchange divides by the wrong price",
    edits: [
      {
        file: "mocks/services/exchange.ts",
        find: "quoteExchange(amount, fromCoin.price, toCoin.price, EXCHANGE.feePercent)",
        replace: "quoteExchange(amount, toCoin.price, fromCoin.price, EXCHANGE.feePercent)",
      },
    ],
  },
  {
    id: "exchange-fee-folded",
    area: "money",
    rule: "exchange-quote",
    defect: "the exchange books its fee inside the credit: the bill has no exchange-fee entry",
    edits: [
      {
        file: "mocks/services/exchange.ts",
        find: '        { userId, coinId: pair.to, amount: quote.gross, type: "exchange", ref },\n        { userId, coinId: pair.to, amount: -quote.fee, type: "exchange_fee", ref },',
        replace:
          '        { userId, coinId: pair.to, amount: quote.gross - quote.fee, type: "exchange", ref },',
      },
    ],
  },
  {
    id: "info-by-address-query",
    area: "sessions",
    rule: "session-own-data",
    defect: "GET /api/user/info answers the user an address query parameter names (a support tool left in)",
    edits: [
      {
        file: "mocks/handlers/user.ts",
        find: "    const user = await requireUser(request);\n    await settleDue(clock.now());\n    return toUserInfo(user);",
        replace:
          '    const me = await requireUser(request);\n    const asked = new URL(request.url).searchParams.get("address");\n    const other = asked ? await db.users.where("address").equals(asked.toLowerCase()).first() : undefined;\n    await settleDue(clock.now());\n    return toUserInfo(other ?? me);',
      },
      {
        file: "mocks/handlers/user.ts",
        find: 'import { route } from "./route";',
        replace: 'import { route } from "./route";\nimport { db } from "../db/holderDb";',
      },
    ],
  },
  {
    id: "exchange-amount-trimmed",
    area: "money",
    rule: "exchange-malformed",
    defect: "the exchange trims spaces around the amount",
    edits: [
      {
        file: "mocks/services/exchange.ts",
        find: "readAmount(body.amount, EXCHANGE.decimals)",
        replace:
          'readAmount(typeof body.amount === "string" ? body.amount.trim() : body.amount, EXCHANGE.decimals)',
      },
    ],
  },
  {
    id: "reject-any-state",
    area: "money",
    rule: "withdraw-review-states",
    defect: "a rejection does not check the withdrawal is still pending: a second rejection refunds again",
    edits: [
      {
        file: WITHDRAW,
        find: 'const row = await pendingWithdrawal(rawId);\n    const update = { status: "failed" as const',
        replace:
          'const row = (await db.withdrawals.get(Number(rawId)))!;\n    const update = { status: "failed" as const',
      },
    ],
  },
  {
    id: "approve-any-state",
    area: "money",
    rule: "withdraw-review-states",
    defect: "an approval does not check the withdrawal is still pending: a rejected one is sent too",
    edits: [
      {
        file: WITHDRAW,
        find: "const row = await pendingWithdrawal(rawId);\n    const now = clock.now();",
        replace: "const row = (await db.withdrawals.get(Number(rawId)))!;\n    const now = clock.now();",
      },
    ],
  },
  {
    id: "bill-balance-before",
    area: "money",
    rule: "bill-adds-up",
    defect: "bill entries carry the balance before the change instead of after",
    edits: [
      {
        file: LEDGER,
        find: "balanceAfter: toDecimal(held.amount),",
        replace: "balanceAfter: toDecimal(held.amount - change.amount),",
      },
    ],
  },
  {
    id: "checkin-twice",
    area: "money",
    rule: "checkin-once-a-day",
    defect: "check-in pays as often as it is called",
    edits: [
      {
        file: "mocks/services/checkin.ts",
        find: 'if (last && last.day >= today) throw new ServiceError(ErrorCode.checkedInToday, "checkedInToday");',
        replace: "",
      },
    ],
  },
  {
    id: "stake-recorded-twice",
    area: "money",
    rule: "stake-recorded-once",
    defect: "a token already recorded as staked is recorded again (its income counted twice)",
    edits: [
      {
        file: "mocks/services/nft.ts",
        find: '      if (active)\n        throw new ServiceError(ErrorCode.nftAlreadyRecorded, "nftAlreadyRecorded", { id: String(id) });',
        replace: "",
      },
    ],
  },
  {
    id: "admin-debit-clamped",
    area: "money",
    rule: "admin-debit-overdraft",
    defect: "an admin debit larger than the balance empties it instead of being refused",
    edits: [
      {
        file: "mocks/services/admin.ts",
        find: '          amount,\n          type: "admin_operation",',
        replace:
          '          amount: amount < 0n && -amount > (await balanceOf(user.id!, coinId)) ? -(await balanceOf(user.id!, coinId)) : amount,\n          type: "admin_operation",',
      },
    ],
  },
  {
    id: "admin-reason-in-bill",
    area: "money",
    rule: "admin-reason-private",
    defect: "the user's bill shows the admin's internal reason as the entry's reference (staff notes leak)",
    edits: [
      {
        file: "mocks/services/bill.ts",
        find: 'ref: row.type === "admin_operation" ? ADMIN_OPERATION_REF : row.ref,',
        replace:
          'ref: row.type === "admin_operation" ? (row.admin?.reason ?? ADMIN_OPERATION_REF) : row.ref,',
      },
    ],
  },
  {
    id: "admin-cap-skipped",
    area: "money",
    rule: "admin-credit-cap",
    defect: "the daily cap on admin credits is not applied",
    edits: [
      {
        file: "mocks/services/admin.ts",
        find: "if (amount > 0n) await checkCreditCap(admin.id!, coinId, amount);",
        replace: "",
      },
    ],
  },
  // ---- idempotency and races ----------------------------------------------------------------------------------------
  {
    id: "request-id-ignored",
    area: "idempotency",
    rule: "idempotent-exchange",
    defect: "a retried request with its request_id runs again",
    edits: [
      {
        file: "mocks/services/idempotency.ts",
        find: "  if (seen) {\n    checkSameRequest",
        replace: "  if (false) {\n    checkSameRequest",
      },
    ],
  },
  {
    id: "withdraw-id-ignores-body",
    area: "idempotency",
    rule: "idempotent-withdraw",
    defect:
      "a withdrawal's request_id is matched without its amount and address: another body gets the first answer",
    edits: [
      {
        file: WITHDRAW,
        find: 'once(userId, "withdraw", body, async () => {',
        replace: 'once(userId, "withdraw", { request_id: body.request_id }, async () => {',
      },
    ],
  },
  {
    id: "withdraw-retries-race",
    area: "idempotency",
    rule: "idempotent-concurrent",
    defect:
      "a withdrawal's request_id is checked outside the transaction: retries arriving together book twice",
    edits: [
      {
        file: WITHDRAW,
        find: 'return db.transaction("rw", [db.withdrawals, db.balances, db.bills, db.requests], () =>\n    once(',
        replace: "return (<T,>(run: () => Promise<T>) => run())(() =>\n    once(",
      },
      // The work between the check and the booking takes a moment, as on a real server: the retries overlap.
      {
        file: WITHDRAW,
        find: "const row: WithdrawalRow = {",
        replace:
          "await new Promise((resolve) => setTimeout(resolve, 50));\n      const row: WithdrawalRow = {",
      },
    ],
  },
  {
    id: "withdraw-balance-checked-early",
    area: "races",
    rule: "race-withdrawals",
    defect:
      "a withdrawal checks the balance before its transaction, and the ledger trusts it: withdrawals together overdraw",
    edits: [
      {
        file: WITHDRAW,
        find: "const userId = user.id!;\n",
        replace:
          'const userId = user.id!;\n  if ((await balanceOf(userId, coinId)) < amount) throw new ServiceError(ErrorCode.insufficientBalance, "insufficientBalance");\n  await new Promise((r) => setTimeout(r, 20));\n',
      },
      {
        file: WITHDRAW,
        find: 'import { applyChanges } from "./ledger";',
        replace: 'import { applyChanges, balanceOf } from "./ledger";',
      },
      {
        file: LEDGER,
        find: 'if (held.amount < 0n) throw new ServiceError(ErrorCode.insufficientBalance, "insufficientBalance");',
        replace: "",
      },
    ],
  },
  {
    id: "exchange-lost-update",
    area: "races",
    rule: "race-exchanges",
    defect:
      "an exchange writes the balance it read before its transaction, less the amount: exchanges together lose updates",
    edits: [
      {
        file: "mocks/services/exchange.ts",
        find: "  const userId = user.id!;\n  return db.transaction(",
        replace:
          "  const userId = user.id!;\n  const held = await balanceOf(userId, pair.from);\n  await new Promise((resolve) => setTimeout(resolve, 20));\n  return db.transaction(",
      },
      {
        file: "mocks/services/exchange.ts",
        find: '        { userId, coinId: pair.to, amount: -quote.fee, type: "exchange_fee", ref },\n      ]);',
        replace:
          '        { userId, coinId: pair.to, amount: -quote.fee, type: "exchange_fee", ref },\n      ]);\n      await db.balances.put({ userId, coinId: pair.from, amount: toDecimal(held - amount) });',
      },
      {
        file: "mocks/services/exchange.ts",
        find: 'import { applyChanges } from "./ledger";',
        replace: 'import { applyChanges, balanceOf } from "./ledger";',
      },
    ],
  },
  {
    id: "admin-lookup-five-bills",
    area: "authorization",
    rule: "admin-user-lookup",
    defect: "the admin's lookup shows five bill entries where the document says ten",
    edits: [
      {
        file: "mocks/services/adminUser.ts",
        find: "export const LOOKUP_BILLS = 10;",
        replace: "export const LOOKUP_BILLS = 5;",
      },
    ],
  },
  {
    id: "admin-lookup-any-hex",
    area: "authorization",
    rule: "admin-user-lookup-refusals",
    defect:
      "the admin's lookup takes any 0x text as an address (a malformed one answers 'not found', not 'malformed')",
    edits: [
      {
        file: "mocks/services/adminUser.ts",
        find: "const address = parseAddress(rawAddress);",
        replace:
          'const address = parseAddress(rawAddress) ?? (typeof rawAddress === "string" && rawAddress.startsWith("0x") ? rawAddress : null);',
      },
    ],
  },
  // ---- HTTP ---------------------------------------------------------------------------------------------------------
  {
    id: "body-limit-16-mb",
    area: "http",
    rule: "body-size",
    defect: "bodies up to 16 MB are read",
    edits: [
      {
        file: "mocks/hosts/http/body.ts",
        find: "export const BODY_LIMIT = 1024 * 1024;",
        replace: "export const BODY_LIMIT = 16 * 1024 * 1024;",
      },
    ],
  },
  {
    id: "body-limit-declared-only",
    area: "http",
    rule: "body-size",
    defect: "only a declared Content-Length is held to the limit: a chunked body is read whole",
    edits: [
      { file: "mocks/hosts/http/body.ts", find: "      if (size > limit) {", replace: "      if (false) {" },
    ],
  },
  {
    id: "cors-reflects-origin",
    area: "http",
    rule: "cors",
    defect: "CORS grants whatever Origin asks",
    edits: [
      {
        file: "mocks/hosts/http/cors.ts",
        find: 'if (!origin || !allowed.has(origin)) return { Vary: "Origin" };',
        replace: 'if (!origin) return { Vary: "Origin" };',
      },
    ],
  },
  {
    id: "trailing-slash-route",
    area: "http",
    rule: "routing-exact",
    defect: "a route is reached with a trailing slash",
    edits: [
      {
        file: "mocks/hosts/http/routeInfo.ts",
        find: "exact: new RegExp(`^${source}$`),",
        replace: "exact: new RegExp(`^${source}/?$`),",
      },
    ],
  },
  {
    id: "routes-ignore-case",
    area: "http",
    rule: "routing-exact",
    defect: "routes match in any case",
    edits: [
      {
        file: "mocks/hosts/http/routeInfo.ts",
        find: "exact: new RegExp(`^${source}$`),",
        replace: 'exact: new RegExp(`^${source}$`, "i"),',
      },
    ],
  },
  {
    id: "post-public-coins",
    area: "http",
    rule: "wrong-method",
    defect: "a call answers whatever method it is sent with",
    edits: [
      {
        file: "mocks/handlers/market.ts",
        find: 'route.get("/api/public/coins", async () => publicCoins()),',
        replace:
          'route.get("/api/public/coins", async () => publicCoins()),\n  route.post("/api/public/coins", async () => publicCoins()),',
      },
    ],
  },
  {
    id: "dot-segments-resolved",
    area: "http",
    rule: "routing-exact",
    defect: "dot segments are resolved: /x/../api/user/coins reaches the route",
    edits: [
      {
        file: "mocks/hosts/http/requestUrl.ts",
        find: "return url.pathname === path ? url : null;",
        replace: "return url;",
      },
    ],
  },
  {
    id: "path-percent-decoded",
    area: "http",
    rule: "routing-exact",
    defect: "the path is percent-decoded before routing: /api/%75ser/coins reaches /api/user/coins",
    edits: [
      {
        file: "mocks/hosts/http/requestUrl.ts",
        find: "return url.pathname === path ? url : null;",
        replace: "url.pathname = decodeURIComponent(url.pathname);\n    return url;",
      },
    ],
  },
  {
    id: "text-plain-accepted",
    area: "http",
    rule: "content-type-json",
    defect: "a JSON body is read whatever its Content-Type (text/plain, a form)",
    edits: [
      {
        file: "mocks/hosts/http/body.ts",
        find: 'return essence.trim().toLowerCase() === "application/json";',
        replace: "return true;",
      },
      { file: "mocks/hosts/http/body.ts", find: "if (contentType === undefined) return false;", replace: "" },
    ],
  },
  {
    id: "host-header-unchecked",
    area: "http",
    rule: "host-header",
    defect: "a malformed Host header is taken",
    edits: [
      {
        file: "mocks/hosts/http/requestUrl.ts",
        find: 'if ((host !== undefined && !HOST.test(host)) || hostCount(req) > 1) return "host";',
        replace: 'if (hostCount(req) > 1) return "host";',
      },
    ],
  },
  {
    id: "two-hosts-taken",
    area: "http",
    rule: "host-header",
    defect: "a request with two Host headers is taken (the first one wins)",
    edits: [
      {
        file: "mocks/hosts/http/requestUrl.ts",
        find: 'if ((host !== undefined && !HOST.test(host)) || hostCount(req) > 1) return "host";',
        replace: 'if (host !== undefined && !HOST.test(host)) return "host";',
      },
    ],
  },
  {
    id: "rpc-node-controls-open",
    area: "http",
    rule: "rpc-no-node-control",
    defect: "/rpc runs the test node's controls (hardhat_setBalance, evm_increaseTime) for anyone",
    edits: [
      {
        file: "mocks/hosts/http/chain.ts",
        find: "allows: (method) => !/^(hardhat|evm)_/.test(method),",
        replace: "allows: () => true,",
      },
    ],
  },
  {
    id: "page-size-unbounded",
    area: "paging",
    rule: "paging-bounds",
    defect: "any page size is served (count=1000000)",
    edits: [
      {
        file: "mocks/services/input.ts",
        find: "if (count === null || count > MAX_COUNT) throw",
        replace: "if (count === null) throw",
      },
    ],
  },
  {
    id: "page-number-unbounded",
    area: "paging",
    rule: "paging-bounds",
    defect: "a page too far to count reaches the store and answers an internal error",
    edits: [
      {
        file: "mocks/services/input.ts",
        find: "if (page === null || page > MAX_PAGE) throw",
        replace: "if (page === null) throw",
      },
    ],
  },
  {
    id: "amount-trimmed",
    area: "money",
    rule: "withdraw-malformed",
    defect: "amounts are trimmed of spaces (a padded amount is booked)",
    edits: [
      {
        file: "mocks/services/input.ts",
        find: 'if (typeof text !== "string" || !WIRE_DECIMAL.test(text)) return null;',
        replace:
          'if (typeof text !== "string" || !WIRE_DECIMAL.test(text.trim())) return null;\n  return parseDecimal(text.trim(), decimals);',
      },
    ],
  },
  {
    id: "amount-unicode-digits",
    area: "money",
    rule: "withdraw-malformed",
    defect: "fullwidth digits are read as ASCII ones (NFKC)",
    edits: [
      {
        file: "mocks/services/input.ts",
        find: 'const text = typeof raw === "number" && Number.isFinite(raw) ? String(raw) : raw;\n  if (typeof text !== "string" || !WIRE',
        replace:
          'const text = typeof raw === "number" && Number.isFinite(raw) ? String(raw) : typeof raw === "string" ? raw.normalize("NFKC") : raw;\n  if (typeof text !== "string" || !WIRE',
      },
    ],
  },
  {
    id: "amount-exponent",
    area: "money",
    rule: "withdraw-malformed",
    defect: 'an amount in exponent notation is read as a number ("1e1" is 10)',
    edits: [
      {
        file: "mocks/services/input.ts",
        find: 'const text = typeof raw === "number" && Number.isFinite(raw) ? String(raw) : raw;\n  if (typeof text !== "string" || !WIRE',
        replace:
          'const text = typeof raw === "number" && Number.isFinite(raw) ? String(raw) : typeof raw === "string" && /^[0-9.]+e[0-9]+$/i.test(raw) ? String(Number(raw)) : raw;\n  if (typeof text !== "string" || !WIRE',
      },
    ],
  },
  {
    id: "amount-negative",
    area: "money",
    rule: "withdraw-malformed",
    defect: "a negative withdrawal is taken, and credits the balance",
    edits: [
      {
        file: "mocks/services/input.ts",
        find: "if (amount === null || amount <= 0n) throw new ServiceError(ErrorCode.amountInvalid, invalidKey);",
        replace:
          "if (amount === null || amount === 0n) throw new ServiceError(ErrorCode.amountInvalid, invalidKey);",
      },
      // ... and the minimum is held against what leaves the balance, so a negative sum passes it.
      {
        file: WITHDRAW,
        find: "if (amount < units(WITHDRAW.minAmount)) {",
        replace: "if (amount > 0n && amount < units(WITHDRAW.minAmount)) {",
      },
    ],
  },
  {
    id: "admin-amount-trimmed",
    area: "money",
    rule: "admin-credit-malformed",
    defect: "an admin credit's amount is trimmed of spaces",
    edits: [
      {
        file: "mocks/services/admin.ts",
        find: "const amount = readDecimal(body.amount, 4);",
        replace:
          'const amount = readDecimal(typeof body.amount === "string" ? body.amount.trim() : body.amount, 4);',
      },
    ],
  },
  {
    id: "big-numbers-rounded",
    area: "http",
    rule: "json-bodies",
    defect: "a JSON number past 2^53 is read rounded",
    edits: [
      {
        file: "mocks/handlers/http.ts",
        find: 'if (hasInexactNumber(text)) throw new ServiceError(ErrorCode.badRequest, "numberUnsafe");',
        replace: "",
      },
    ],
  },
  {
    id: "page-offset-off-by-one",
    area: "paging",
    rule: "paging-follows",
    defect: "page n starts one entry late",
    edits: [
      {
        file: "mocks/services/paging.ts",
        find: "const skip = (query.page - 1) * query.count;",
        replace: "const skip = (query.page - 1) * query.count + 1;",
      },
    ],
  },
  {
    id: "money-as-number",
    area: "schema",
    rule: "schema-every-get",
    defect: "balances go out as JSON numbers (floats), not decimal strings",
    edits: [
      {
        file: "mocks/services/wallet.ts",
        find: 'money: held.get(coin.id) ?? "0",',
        replace: 'money: Number(held.get(coin.id) ?? "0") as unknown as string,',
      },
    ],
  },
  // ---- from a round written apart from the rules (decision 0036): each survived the suite of its day ----
  {
    id: "token-in-query",
    area: "sessions",
    rule: "token-exact",
    defect:
      "a token is also taken from ?token= in the URL (leaks into logs, Referer, history); calls without the header work",
    edits: [
      {
        file: "mocks/handlers/http.ts",
        find: '  return userForToken(request.headers.get("Authorization"));',
        replace:
          '  return userForToken(request.headers.get("Authorization") ?? new URL(request.url).searchParams.get("token"));',
      },
    ],
  },
  {
    id: "withdraw-any-coin",
    area: "money",
    rule: "withdraw-malformed",
    defect: "a withdrawal accepts any known coin (HOLD, BNB) on the USDT-only BEP20 channel",
    edits: [
      {
        file: "mocks/services/withdraw.ts",
        find: "  if (coinId === null || !WITHDRAW.coins.includes(coinId))",
        replace: "  if (coinId === null || !COINS.some((c) => c.id === coinId))",
      },
    ],
  },
  {
    id: "withdraw-minimum-is-fee",
    area: "money",
    rule: "withdraw-malformed",
    defect: "the withdrawal minimum is compared with the minimum fee (1) instead of the minimum amount (10)",
    edits: [
      {
        file: "mocks/services/withdraw.ts",
        find: "  if (amount < units(WITHDRAW.minAmount)) {",
        replace: "  if (amount < units(WITHDRAW.minFee)) {",
      },
    ],
  },
  {
    id: "reject-race",
    area: "races",
    rule: "race-reviews",
    defect:
      "reject reads the pending state outside its transaction: two rejections at once both refund (double refund)",
    edits: [
      {
        file: "mocks/services/withdraw.ts",
        find: '  return db.transaction("rw", db.withdrawals, db.balances, db.bills, async () => {\n    const row = await pendingWithdrawal(rawId);',
        replace:
          // The moment between the read and the write is where a real server's other work goes: the rejections overlap.
          '  const row = await pendingWithdrawal(rawId);\n  await new Promise((resolve) => setTimeout(resolve, 30));\n  return db.transaction("rw", db.withdrawals, db.balances, db.bills, async () => {',
      },
    ],
  },
  {
    id: "exchange-min-by-amount",
    area: "money",
    rule: "exchange-limits",
    defect:
      "the exchange minimum compares the amount with 1, not its USD value: 1 HOLD (0.125 USD) passes, 0.01 BNB (6.125 USD) is refused",
    edits: [
      {
        file: "mocks/services/exchange.ts",
        find: '  if (mul(amount, units(fromCoin.price), "halfAwayFromZero") < units(EXCHANGE.minValueUsd)) {',
        replace: "  if (amount < units(EXCHANGE.minValueUsd)) {",
      },
    ],
  },
  {
    id: "exchange-reverse-pairs",
    area: "money",
    rule: "exchange-limits",
    defect:
      "every pair trades both ways: USDT buys releasing HOLD (coin 3), which only stake income should create",
    edits: [
      {
        file: "mocks/services/exchange.ts",
        find: "  const pair = EXCHANGE.pairs.find((p) => p.from === from && p.to === to);",
        replace:
          "  const pair = EXCHANGE.pairs.some((p) => (p.from === from && p.to === to) || (p.from === to && p.to === from))\n    ? { from: from!, to: to! }\n    : undefined;",
      },
    ],
  },
  {
    id: "claim-not-marked",
    area: "money",
    rule: "claim-income-once",
    defect:
      "POST /api/n_f_t/reward pays the available income but does not mark it received: every claim pays again",
    edits: [
      {
        file: "mocks/services/income.ts",
        find: "    await db.incomes.bulkPut(due.map((r) => ({ ...r, claimed: 1 as const })));\n",
        replace: "",
      },
    ],
  },
  {
    id: "claim-releasing",
    area: "money",
    rule: "claim-income-once",
    defect: "a claim pays the income still being released (not only what is available) and marks it received",
    edits: [
      {
        file: "mocks/services/income.ts",
        find: '    const due = (await incomeRows(userId)).filter((r) => statusOf(r, now) === "available");',
        replace: '    const due = (await incomeRows(userId)).filter((r) => statusOf(r, now) !== "claimed");',
      },
    ],
  },
  {
    id: "upload-mint-free",
    area: "money",
    rule: "mint-needs-funds",
    defect: "a mint by upload is not charged (the price is looked up for artwork mints only): NFTs for free",
    edits: [
      {
        file: "mocks/services/mint.ts",
        find: "  const price = units(MINT.price);\n  const tables",
        replace: '  const price = kind === "upload" ? 0n : units(MINT.price);\n  const tables',
      },
    ],
  },
  {
    id: "node-no-inviter",
    area: "money",
    rule: "node-needs-inviter",
    defect: "a node can be bought without a bound inviter (10701 never answered)",
    edits: [
      {
        file: "mocks/services/node.ts",
        find: '      if (!fresh || fresh.pid === 0)\n        throw new ServiceError(ErrorCode.nodeInviterRequired, "nodeInviterRequired");',
        replace: '      if (!fresh) throw new ServiceError(ErrorCode.tokenInvalid, "tokenInvalid");',
      },
    ],
  },
  {
    id: "node-request-id-ignored",
    area: "idempotency",
    rule: "idempotent-node",
    defect:
      "POST /api/node/buy/{type} ignores request_id: a retried purchase books and charges a second node",
    edits: [
      {
        file: "mocks/services/node.ts",
        find: '    once(userId, "node", { ...body, type }, async () => {',
        replace: "    (async (run: () => Promise<NodeBuyResult>) => run())(async () => {",
      },
    ],
  },
  {
    id: "node-type-not-fingerprinted",
    area: "idempotency",
    rule: "idempotent-node",
    defect:
      "the node purchase's request_id fingerprint leaves out the type in the path: buy/2 with buy/1's id answers the type-1 order (no 10006)",
    edits: [
      {
        file: "mocks/services/node.ts",
        find: '    once(userId, "node", { ...body, type }, async () => {',
        replace: '    once(userId, "node", body, async () => {',
      },
    ],
  },
  {
    id: "checkin-reward-off-by-one",
    area: "money",
    rule: "checkin-once-a-day",
    defect: "the check-in reward is taken one step up the ladder: day 1 pays 2 HOLD, day 7 onwards still 20",
    edits: [
      {
        file: "mocks/services/checkin.ts",
        find: "    const reward = rewardFor(streak);",
        replace: "    const reward = rewardFor(streak + 1);",
      },
    ],
  },
  {
    id: "invite-rebind",
    area: "authorization",
    rule: "invite-binding",
    defect:
      "POST /api/bind/invite binds again (no 10104): a user moves to another inviter, redirecting referral rewards",
    edits: [
      {
        file: "mocks/services/user.ts",
        find: '    if (user.pid !== 0) throw new ServiceError(ErrorCode.inviteAlreadyBound, "inviteAlreadyBound");\n',
        replace: "",
      },
    ],
  },
  {
    id: "invite-own-code",
    area: "authorization",
    rule: "invite-binding",
    defect:
      "a user may bind their own invite code (no 10103) and so earn the invite reward on their own node purchases",
    edits: [
      {
        file: "mocks/services/user.ts",
        find: '    if (inviter.id === userId) throw new ServiceError(ErrorCode.inviteOwn, "inviteOwn");\n',
        replace: "",
      },
    ],
  },
  {
    id: "invite-cycle",
    area: "authorization",
    rule: "invite-binding",
    defect:
      "the cycle check is gone: A binds B's code while B is below A (A ↔ B), the tree is no longer a tree",
    edits: [
      {
        file: "mocks/services/user.ts",
        find: '      if (up.pid === userId) throw new ServiceError(ErrorCode.inviteCycle, "inviteCycle");\n',
        replace: "",
      },
    ],
  },
  {
    id: "invite-case-sensitive",
    area: "authorization",
    rule: "invite-binding",
    defect: "invite codes are matched case-sensitively: 'holder' (typed on a phone) is unknown (10102)",
    edits: [
      {
        file: "mocks/services/user.ts",
        find: '  const code = typeof rawCode === "string" ? rawCode.trim().toUpperCase() : "";',
        replace: '  const code = typeof rawCode === "string" ? rawCode.trim() : "";',
      },
    ],
  },
  {
    id: "route-backslash",
    area: "http",
    rule: "routing-exact",
    defect:
      "a backslash in the path is read as '/': /api\\user\\coins reaches GET /api/user/coins (an alias past path rules)",
    edits: [
      {
        file: "mocks/hosts/http/requestUrl.ts",
        find: '    const path = target.split("?", 1)[0];',
        replace: String.raw`    const path = target.split("?", 1)[0]!.replace(/\\/g, "/");`,
      },
    ],
  },
  {
    id: "cache-public",
    area: "http",
    rule: "no-shared-cache",
    defect:
      "answers default to 'Cache-Control: public, max-age=60': a shared cache or proxy serves one user's data to another",
    edits: [
      {
        file: "mocks/hosts/http/answer.ts",
        find: '  if (!response.headers.has("Cache-Control")) headers["Cache-Control"] = "no-store";',
        replace:
          '  if (!response.headers.has("Cache-Control")) headers["Cache-Control"] = "public, max-age=60";',
      },
    ],
  },
  {
    id: "cors-any-port",
    area: "http",
    rule: "cors",
    defect:
      "CORS compares origins without their port: any other service on the app's host (http://127.0.0.1:8888) gets preflights and read grants",
    edits: [
      {
        file: "mocks/hosts/http/cors.ts",
        find: '  if (!origin || !allowed.has(origin)) return { Vary: "Origin" };',
        replace:
          '  if (!origin || ![...allowed].some((a) => a.replace(/:\\d+$/, "") === origin.replace(/:\\d+$/, ""))) return { Vary: "Origin" };',
      },
      {
        file: "mocks/hosts/http/app.ts",
        find: "      if (origin && allowed.has(origin))",
        replace:
          '      if (origin && [...allowed].some((a) => a.replace(/:\\d+$/, "") === origin.replace(/:\\d+$/, "")))',
      },
    ],
  },
  {
    id: "chunked-any-type",
    area: "http",
    rule: "content-type-json",
    defect:
      "the media type is only checked when a Content-Length is declared: a chunked text/plain or form body is read as JSON",
    edits: [
      {
        file: "mocks/hosts/http/app.ts",
        find: '      if (!json && read.length > 0)\n        return envelopeAnswer(415, ErrorCode.unsupportedMediaType, "unsupportedMediaType", lang);\n',
        replace: "",
      },
    ],
  },
  {
    id: "max-page-raised",
    area: "paging",
    rule: "paging-bounds",
    defect:
      "the page bound is 100,000,000 instead of 1,000,000: page=1000001 passes, and page × 50 past 2^32 keys reaches the store and answers 10500",
    edits: [
      {
        file: "mocks/services/input.ts",
        find: "export const MAX_PAGE = 1_000_000;",
        replace: "export const MAX_PAGE = 100_000_000;",
      },
    ],
  },
  {
    id: "memory-cursor-repeat",
    area: "paging",
    rule: "paging-cursor",
    defect:
      "lists paged in memory (team, invites, staked NFTs) start a cursor page AT the cursor, not after it: the last entry of a page repeats on the next",
    edits: [
      {
        file: "mocks/services/paging.ts",
        find: "      : items.findIndex((item) => idOf(item) < query.cursor!);",
        replace: "      : items.findIndex((item) => idOf(item) <= query.cursor!);",
      },
    ],
  },
  {
    id: "admin-request-id-no-body",
    area: "idempotency",
    rule: "idempotent-admin-credit",
    defect:
      "an admin adjustment's request_id fingerprint ignores the body: the same id with another amount or user gets the first answer (no 10006) and the correction is silently dropped",
    edits: [
      {
        file: "mocks/services/admin.ts",
        find: '    once(admin.id!, "adjust", body, async () => {',
        replace: '    once(admin.id!, "adjust", { request_id: body.request_id }, async () => {',
      },
    ],
  },
];
