import { hexlify, randomBytes, Wallet } from "ethers";
import { checkAnswer } from "../../mocks/test/openapiCheck";
import { Http, RuleFailure, signIn, type Answer, type Exchange } from "./http";

/** A new account: a random key (an HD wallet from a random mnemonic costs 13 ms of key stretching each). */
export const randomWallet = () => new Wallet(hexlify(randomBytes(32)));

/** What a rule needs beyond the server itself: a funded user's key, an admin's key. */
export type Need = "user" | "admin";

export interface Account {
  wallet: Wallet;
  token: string;
}

/** What a run was told, beyond the server's address. */
export interface RunSettings {
  /** The chain id sign-in messages must name: 56 (BNB Smart Chain) or 97 (its testnet, for staging). */
  chainId: number;
  /** How long a rule may wait for something the server times (a sign-in message's expiry), in seconds. */
  maxWaitSeconds: number;
  /** Another origin the server serves the app from (`--other-origin`), if given. */
  otherOrigin?: string;
  /** Whether rules may move the test accounts' funds (loopback, or `--allow-money`). */
  moneyAllowed: boolean;
}

/** What every rule is given. Accounts are signed in once and shared. */
export class RunContext {
  private accounts = new Map<string, Promise<Account>>();
  /** Whether every rule so far passed: a long wait is only worth it then. */
  clean = true;

  constructor(
    readonly http: Http,
    private keys: { user?: string; admin?: string },
    readonly settings: RunSettings = { chainId: 56, maxWaitSeconds: 0, moneyAllowed: true },
  ) {}

  /** Whether the run was given this account's key. */
  has(kind: "user" | "admin"): boolean {
    return Boolean(this.keys[kind]);
  }

  /** A new account, signed up by its first sign-in. */
  async fresh(): Promise<Account> {
    const wallet = randomWallet();
    return { wallet, token: await signIn(this.http, wallet) };
  }

  /** The funded user of `--user-key` (only in rules that need "user"). */
  user(): Promise<Account> {
    return this.account("user");
  }

  /** The admin of `--admin-key` (only in rules that need "admin"). */
  admin(): Promise<Account> {
    return this.account("admin");
  }

  private account(kind: "user" | "admin"): Promise<Account> {
    const key = this.keys[kind];
    if (!key) throw new Error(`no --${kind}-key`);
    let signedIn = this.accounts.get(kind);
    if (!signedIn) {
      const wallet = new Wallet(key);
      signedIn = signIn(this.http, wallet).then((token) => ({ wallet, token }));
      // A failed sign-in is not kept: the next rule tries again and reports its own failure.
      signedIn.catch(() => this.accounts.delete(kind));
      this.accounts.set(kind, signedIn);
    }
    return signedIn;
  }
}

/** Thrown by a rule that finds nothing to check on this server (no record of the kind it needs). */
export class Skip extends Error {}

export interface Rule {
  /** Stable and short: mutants name the rule that must catch them, `--first` takes it. */
  id: string;
  /** The part of the contract it checks: the sheet groups by it. */
  area: string;
  name: string;
  needs?: Need[];
  /** It moves the test accounts' funds: refused on a host that is not loopback unless `--allow-money` is given. */
  money?: boolean;
  /** The documented operations it certifies (`POST /api/exchange/withdraw`): the sheet's columns. */
  operations: string[];
  /** The kinds of defect it catches, in words a backend team reads (the sheet lists them per operation). */
  catches: string[];
  run(ctx: RunContext): Promise<void>;
}

/** The answer has this envelope code (and, when given, this HTTP status). */
export function expectCode(answer: Answer, code: number, what: string, status = 200): void {
  if (answer.status !== status || answer.envelope?.code !== code)
    throw new RuleFailure(
      `${what}: expected HTTP ${status} with code ${code}, got HTTP ${answer.status} with code ${String(answer.envelope?.code)}`,
      answer,
    );
}

/** The answer is a refusal: any envelope code but 200, never an internal error (10500). */
export function expectRefused(answer: Answer, what: string): void {
  if (answer.envelope?.code === 200 || answer.status >= 500 || answer.envelope?.code === 10500)
    throw new RuleFailure(
      `${what}: expected a refusal, got HTTP ${answer.status} with code ${String(answer.envelope?.code)}`,
      answer,
    );
}

/** The answer is one the app can take: the document's schema for this call and status. */
export function expectDocumented(answer: Answer): void {
  try {
    checkAnswer(answer.method, answer.path, answer.status, answer.body);
  } catch (error) {
    throw new RuleFailure((error as Error).message, answer);
  }
}

export function expect(condition: unknown, message: string, exchange?: Exchange): asserts condition {
  if (!condition) throw new RuleFailure(message, exchange);
}
