import { Wallet } from "ethers";
import { messageDomain, signIn } from "../http";
import { expect, expectCode, expectDocumented, type Rule } from "../rule";

const AREA = "Sign-in";
const NONCE_INVALID = 10002;
const TOKEN_INVALID = 10039;

const newWallet = () => Wallet.createRandom() as unknown as Wallet;

async function nonce(ctx: Parameters<Rule["run"]>[0], wallet: Wallet, origin?: string | null) {
  const answer = await ctx.http.call<string>("POST", `/api/public/nonce/${wallet.address}`, { origin });
  return answer;
}

export const signInRules: Rule[] = [
  {
    area: AREA,
    name: "the message to sign is EIP-4361 for the app's domain, the address and BNB Smart Chain (56)",
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
      expect(/\nChain ID: 56\n/.test(message), "the message names chain 56", answer);
      expect(message.includes(`\nURI: ${app.origin}`), `the message's URI is ${app.origin}`, answer);
    },
  },
  {
    area: AREA,
    name: "a page on another origin gets no message bound to itself (no phishing site signs users in)",
    async run(ctx) {
      for (const origin of ["https://phishing.example", "http://evil.test:4173"]) {
        const answer = await nonce(ctx, newWallet(), origin);
        expectDocumented(answer);
        if (answer.envelope?.code === 200)
          expect(
            messageDomain(answer.envelope.data) !== new URL(origin).host,
            `the message must not name ${new URL(origin).host}, the caller's Origin`,
            answer,
          );
      }
    },
  },
  {
    area: AREA,
    name: "a nonce signs in once: the same signature again is refused (10002)",
    async run(ctx) {
      const wallet = newWallet();
      const answer = await nonce(ctx, wallet);
      const signature = await wallet.signMessage(answer.envelope.data);
      const path = `/api/public/auth/${wallet.address}`;
      expectCode(await ctx.http.call("POST", path, { body: { signature } }), 200, "the first sign-in");
      const replay = await ctx.http.call("POST", path, { body: { signature } });
      expectDocumented(replay);
      expectCode(replay, NONCE_INVALID, "the replayed signature");
    },
  },
  {
    area: AREA,
    name: "a signature by another key, or for another address, signs nobody in",
    async run(ctx) {
      const wallet = newWallet();
      const answer = await nonce(ctx, wallet);
      const forged = await newWallet().signMessage(answer.envelope.data);
      const refused = await ctx.http.call("POST", `/api/public/auth/${wallet.address}`, {
        body: { signature: forged },
      });
      expectDocumented(refused);
      expect(refused.envelope?.code !== 200, "a signature of another key", refused);
      // The real signature still works afterwards: a failed attempt does not burn the nonce for its owner.
      const signature = await wallet.signMessage(answer.envelope.data);
      const other = newWallet();
      const misplaced = await ctx.http.call("POST", `/api/public/auth/${other.address}`, {
        body: { signature },
      });
      expect(misplaced.envelope?.code !== 200, "a signature presented for another address", misplaced);
    },
  },
  {
    area: AREA,
    name: "a token works as it is and with 'Bearer '; a logout revokes it (10039 afterwards)",
    async run(ctx) {
      const wallet = newWallet();
      const token = await signIn(ctx.http, wallet);
      expectCode(await ctx.http.call("GET", "/api/user/info", { token }), 200, "the token as it is");
      expectCode(
        await ctx.http.call("GET", "/api/user/info", { token: `Bearer ${token}` }),
        200,
        "Bearer token",
      );
      const out = await ctx.http.call("POST", "/api/user/logout", { token, body: {} });
      expectDocumented(out);
      expectCode(out, 200, "logout");
      const after = await ctx.http.call("GET", "/api/user/info", { token });
      expectCode(after, TOKEN_INVALID, "the revoked token");
    },
  },
  {
    area: AREA,
    name: "signing in again keeps the same user (one account per address)",
    async run(ctx) {
      const wallet = newWallet();
      const first = await ctx.http.call<{ id: number }>("GET", "/api/user/info", {
        token: await signIn(ctx.http, wallet),
      });
      const second = await ctx.http.call<{ id: number }>("GET", "/api/user/info", {
        token: await signIn(ctx.http, wallet),
      });
      expect(first.envelope.data.id === second.envelope.data.id, "the same id both times", second);
    },
  },
  {
    area: AREA,
    name: "the message expires within 10 minutes of its issue, and an edited message is not accepted",
    async run(ctx) {
      const wallet = newWallet();
      const answer = await nonce(ctx, wallet);
      const message = answer.envelope.data;
      const issued = Date.parse(/\nIssued At: (\S+)/.exec(message)?.[1] ?? "");
      const expires = Date.parse(/\nExpiration Time: (\S+)/.exec(message)?.[1] ?? "");
      expect(
        Number.isFinite(issued) && Number.isFinite(expires),
        "Issued At and Expiration Time are given",
        answer,
      );
      expect(expires > issued && expires - issued <= 10 * 60_000, "it expires within 10 minutes", answer);
      // A client that stretches the expiry signs another message: the server holds the one it issued.
      const stretched = message.replace(
        /\nExpiration Time: \S+/,
        `\nExpiration Time: ${new Date(expires + 86_400_000).toISOString()}`,
      );
      const signature = await wallet.signMessage(stretched);
      const refused = await ctx.http.call("POST", `/api/public/auth/${wallet.address}`, {
        body: { signature, message: stretched },
      });
      expectDocumented(refused);
      expect(refused.envelope?.code !== 200, "a signature of an edited message", refused);
    },
  },
];
