import { setTimeout as sleep } from "node:timers/promises";
import { Wallet } from "ethers";
import { messageDomain, messageField, type Answer, type CallOptions } from "../http";
import {
  expect,
  expectCode,
  expectDocumented,
  expectRefused,
  Skip,
  type Rule,
  type RunContext,
  randomWallet,
} from "../rule";

const AREA = "Sign-in";
const NONCE_INVALID = 10002;
const NONCE = "POST /api/public/nonce/{address}";
const AUTH = "POST /api/public/auth/{address}";

const newWallet = () => randomWallet();

function nonce(ctx: RunContext, wallet: Wallet, options: CallOptions = {}, query = "") {
  return ctx.http.call<string>("POST", `/api/public/nonce/${wallet.address}${query}`, options);
}

/** The two request shapes the document allows: what the app sends, and the signature alone. */
const SHAPES = [
  {
    name: "{ signature, message } (the app's)",
    body: (signature: string, message: string) => ({ signature, message }),
  },
  { name: "{ signature }", body: (signature: string) => ({ signature }) },
];

function auth(ctx: RunContext, wallet: Wallet, body: unknown) {
  return ctx.http.call<{ token: string }>("POST", `/api/public/auth/${wallet.address}`, { body });
}

/** A message the server issued for `wallet`, checked to be one. */
async function issued(ctx: RunContext, wallet: Wallet): Promise<string> {
  const answer = await nonce(ctx, wallet);
  expectCode(answer, 200, "a nonce");
  return answer.envelope.data;
}

/**
 * A hostile request for a message: the answer may refuse it; a message it gives must not name `evil` (as domain or
 * URI), and must name the run's chain id.
 */
function expectNotBound(ctx: RunContext, answer: Answer<string>, evil: URL, what: string): void {
  expectDocumented(answer);
  if (answer.envelope?.code !== 200) return;
  const message = answer.envelope.data;
  expect(messageDomain(message) !== evil.host, `${what}: the message must not name ${evil.host}`, answer);
  expect(messageField(message, "URI") !== evil.origin, `${what}: its URI must not be ${evil.origin}`, answer);
  expect(
    messageField(message, "Chain ID") === String(ctx.settings.chainId),
    `${what}: the message names chain ${ctx.settings.chainId}`,
    answer,
  );
}

export const signInRules: Rule[] = [
  {
    id: "signin-message",
    area: AREA,
    name: "the message to sign is EIP-4361 for the app's domain and URI, the address and the chain id",
    operations: [NONCE],
    catches: ["a message for another site or chain", "a message without the address"],
    async run(ctx) {
      const wallet = newWallet();
      const answer = await nonce(ctx, wallet);
      expectDocumented(answer);
      expectCode(answer, 200, "a nonce");
      const message = answer.envelope.data;
      const app = new URL(ctx.http.appOrigin);
      expect(messageDomain(message) === app.host, `the message is for ${app.host}`, answer);
      expect(
        message.includes(`\n${wallet.address}\n`),
        "the message names the address (checksummed)",
        answer,
      );
      expect(
        messageField(message, "Chain ID") === String(ctx.settings.chainId),
        `the message names chain ${ctx.settings.chainId}`,
        answer,
      );
      expect(messageField(message, "URI") === app.origin, `the message's URI is ${app.origin}`, answer);
    },
  },
  {
    id: "signin-no-foreign-binding",
    area: AREA,
    name: "no header a caller writes (Origin, Host, X-Forwarded-Host, Forwarded, Referer) or a chain id it asks for binds the message",
    operations: [NONCE],
    catches: [
      "domain, URI or chain id taken from the request (a phishing site gets a message bound to itself)",
    ],
    async run(ctx) {
      const evil = new URL("https://phishing.example");
      const app = ctx.http.appOrigin;
      const tries: [string, CallOptions, string?][] = [
        ["Origin: https://phishing.example", { origin: evil.origin }],
        ["Origin: http://evil.test:4173", { origin: "http://evil.test:4173" }],
        ["no Origin, Host: phishing.example", { origin: null, rawHeaders: [["Host", evil.host]] }],
        ["no Origin, X-Forwarded-Host", { origin: null, headers: { "X-Forwarded-Host": evil.host } }],
        [
          "X-Forwarded-Host beside the app's Origin",
          { origin: app, headers: { "X-Forwarded-Host": evil.host } },
        ],
        ["no Origin, Forwarded", { origin: null, headers: { Forwarded: `host=${evil.host};proto=https` } }],
        ["no Origin, Referer", { origin: null, headers: { Referer: `${evil.origin}/login` } }],
        ["Referer beside the app's Origin", { origin: app, headers: { Referer: `${evil.origin}/login` } }],
        ["a chain id in the query and a header", { headers: { "X-Chain-Id": "1" } }, "?chain_id=1&chainId=1"],
      ];
      for (const [what, options, query] of tries) {
        const answer = await nonce(ctx, newWallet(), options, query);
        const target = what.includes("evil.test") ? new URL("http://evil.test:4173") : evil;
        expectNotBound(ctx, answer, target, what);
        // With the app's own Origin, the message is exactly the app's, whatever else the request says.
        if (options.origin === undefined || options.origin === app) {
          expectCode(answer, 200, what);
          expect(
            messageDomain(answer.envelope.data) === new URL(app).host,
            `${what}: bound to the app`,
            answer,
          );
          expect(messageField(answer.envelope.data, "URI") === app, `${what}: the app's URI`, answer);
        }
      }
    },
  },
  {
    id: "signin-origin-bound",
    area: AREA,
    name: "a message signs in only from the origin it was issued for: not from another site, nor another app origin",
    operations: [NONCE, AUTH],
    catches: [
      "a sign-in posted from a phishing page accepted",
      "a message's domain not compared with the caller's origin",
    ],
    async run(ctx) {
      const wallet = newWallet();
      const message = await issued(ctx, wallet);
      const body = { signature: await wallet.signMessage(message), message };
      const post = (origin: string) =>
        ctx.http.call<{ token: string }>("POST", `/api/public/auth/${wallet.address}`, { body, origin });
      for (const origin of [
        "https://phishing.example",
        ...(ctx.settings.otherOrigin ? [ctx.settings.otherOrigin] : []),
      ]) {
        const answer = await post(origin);
        expectDocumented(answer);
        expectRefused(answer, `the app's message posted from ${origin}`);
      }
      expectCode(await post(ctx.http.appOrigin), 200, "the same signature from the app's origin, unspent");
    },
  },
  {
    id: "signin-nonce-once",
    area: AREA,
    name: "a message signs in once, in either request shape: the same signature again is refused (10002)",
    operations: [NONCE, AUTH],
    catches: ["a nonce used twice (a stolen signature replayed)"],
    async run(ctx) {
      for (const shape of SHAPES) {
        const wallet = newWallet();
        const message = await issued(ctx, wallet);
        const body = shape.body(await wallet.signMessage(message), message);
        expectCode(await auth(ctx, wallet, body), 200, `the first sign-in, ${shape.name}`);
        const replay = await auth(ctx, wallet, body);
        expectDocumented(replay);
        expectCode(replay, NONCE_INVALID, `the replayed signature, ${shape.name}`);
      }
    },
  },
  {
    id: "signin-signature-checked",
    area: AREA,
    name: "a signature by another key signs nobody in, in either request shape, and does not spend the owner's message",
    operations: [NONCE, AUTH],
    catches: ["a signature not checked (anybody signs in as anybody)"],
    async run(ctx) {
      for (const shape of SHAPES) {
        const wallet = newWallet();
        const message = await issued(ctx, wallet);
        const forged = await newWallet().signMessage(message);
        const refused = await auth(ctx, wallet, shape.body(forged, message));
        expectDocumented(refused);
        expectRefused(refused, `a signature of another key, ${shape.name}`);
        // The real signature still works afterwards: a failed attempt does not burn the nonce for its owner.
        const owner = await auth(ctx, wallet, shape.body(await wallet.signMessage(message), message));
        expectCode(owner, 200, `the owner's own signature afterwards, ${shape.name}`);
      }
    },
  },
  {
    id: "signin-other-address",
    area: AREA,
    name: "a message issued for one address signs in no other: not signed by its owner, nor by the other key",
    operations: [NONCE, AUTH],
    catches: ["a nonce issued for another address accepted"],
    async run(ctx) {
      const owner = newWallet();
      const other = newWallet();
      const message = await issued(ctx, owner);
      // The owner's signature presented for another address.
      const misplaced = await auth(ctx, other, { signature: await owner.signMessage(message), message });
      expectRefused(misplaced, "the owner's signature presented for another address");
      // Another key signing the owner's message for its own address: the message names the owner.
      const hijacked = await auth(ctx, other, { signature: await other.signMessage(message), message });
      expectDocumented(hijacked);
      expectRefused(hijacked, "a message issued for another address, signed by the caller");
      const alone = await ctx.http.call("POST", `/api/public/auth/${other.address}`, {
        body: { signature: await other.signMessage(message) },
      });
      expectRefused(alone, "the same, as a signature alone");
    },
  },
  {
    id: "signin-edited-message",
    area: AREA,
    name: "the message expires within 10 minutes of its issue, and an edited message is not accepted",
    operations: [NONCE, AUTH],
    catches: ["a message the client edited (a longer life, another domain) accepted"],
    async run(ctx) {
      const wallet = newWallet();
      const message = await issued(ctx, wallet);
      const issuedAt = Date.parse(messageField(message, "Issued At") ?? "");
      const expires = Date.parse(messageField(message, "Expiration Time") ?? "");
      expect(
        Number.isFinite(issuedAt) && Number.isFinite(expires),
        "Issued At and Expiration Time are given",
      );
      expect(expires > issuedAt && expires - issuedAt <= 10 * 60_000, "it expires within 10 minutes");
      const edits = [
        message.replace(
          /\nExpiration Time: \S+/,
          `\nExpiration Time: ${new Date(expires + 86_400_000).toISOString()}`,
        ),
        message.replace(/^\S+ wants/, "phishing.example wants"),
        message.replace(/\nChain ID: \d+/, "\nChain ID: 1"),
      ];
      for (const edited of edits) {
        const refused = await auth(ctx, wallet, {
          signature: await wallet.signMessage(edited),
          message: edited,
        });
        expectDocumented(refused);
        expectRefused(refused, `a signature of an edited message (${edited.split("\n")[0]}…)`);
      }
    },
  },
  {
    id: "signin-expired",
    area: AREA,
    name: "an expired message signs nobody in, in either request shape (waits for its expiry, up to --max-wait)",
    operations: [NONCE, AUTH],
    catches: ["an expired nonce accepted"],
    async run(ctx) {
      if (!ctx.clean) throw new Skip("not waited for: the run already failed");
      const wallet = newWallet();
      const message = await issued(ctx, wallet);
      const expires = Date.parse(messageField(message, "Expiration Time") ?? "");
      const wait = expires - Date.now() + 1_000;
      if (wait > ctx.settings.maxWaitSeconds * 1000)
        throw new Skip(
          `the message lives ${Math.round(wait / 1000)} s; give --max-wait ${Math.ceil(wait / 1000)} to check`,
        );
      const signature = await wallet.signMessage(message);
      await sleep(Math.max(0, wait));
      for (const shape of SHAPES) {
        const answer = await auth(ctx, wallet, shape.body(signature, message));
        expectDocumented(answer);
        expectRefused(answer, `a signature of an expired message, ${shape.name}`);
      }
    },
  },
];
