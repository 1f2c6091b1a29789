import { Wallet } from "ethers";
import { checkAnswer } from "../../mocks/test/openapiCheck";
import { Http, RuleFailure, signIn, type Envelope, type Exchange } from "./http";

/** What a rule needs beyond the server itself: a funded user's key, an admin's key. */
export type Need = "user" | "admin";

export interface Account {
  wallet: Wallet;
  token: string;
}

/** What every rule is given. Accounts are signed in once and shared. */
export class RunContext {
  private accounts = new Map<string, Promise<Account>>();

  constructor(
    readonly http: Http,
    private keys: { user?: string; admin?: string },
  ) {}

  /** Whether the run was given this account's key. */
  has(kind: "user" | "admin"): boolean {
    return Boolean(this.keys[kind]);
  }

  /** A new account, signed up by its first sign-in. */
  async fresh(): Promise<Account> {
    const wallet = Wallet.createRandom() as unknown as Wallet;
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
      this.accounts.set(kind, signedIn);
    }
    return signedIn;
  }
}

/** Thrown by a rule that finds nothing to check on this server (no record of the kind it needs). */
export class Skip extends Error {}

export interface Rule {
  /** The part of the contract it checks: the sheet groups by it. */
  area: string;
  name: string;
  needs?: Need[];
  run(ctx: RunContext): Promise<void>;
}

type Answer = Exchange & { envelope: Envelope };

/** The answer has this envelope code (and, when given, this HTTP status). */
export function expectCode(answer: Answer, code: number, what: string, status = 200): void {
  if (answer.status !== status || answer.envelope?.code !== code)
    throw new RuleFailure(
      `${what}: expected HTTP ${status} with code ${code}, got HTTP ${answer.status} with code ${String(answer.envelope?.code)}`,
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
