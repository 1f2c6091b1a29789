import { describe, expect, it } from "vitest";
import { isLoopback, readArgs } from "./args";
import { allRules } from "./rules/all";

describe("where the money rules may run", () => {
  it("counts 127.0.0.0/8, ::1 and localhost as this machine, in any spelling the URL parser folds to them", () => {
    for (const url of [
      "http://127.0.0.1:8787",
      "http://127.0.0.2",
      "http://127.255.255.254:1",
      "http://127.1",
      "http://[::1]:8787",
      "http://[0:0:0:0:0:0:0:1]",
      "http://localhost:8787",
      "https://LOCALHOST",
    ])
      expect(isLoopback(url), url).toBe(true);
  });

  it("counts nothing else: not a name that contains localhost, not 0.0.0.0, not a mapped IPv4 address", () => {
    for (const url of [
      "https://api.example.org",
      "http://localhost.evil.example",
      "http://app.localhost",
      "http://127.0.0.1.nip.io",
      "http://0.0.0.0:8787",
      "http://[::]:8787",
      "http://[::ffff:127.0.0.1]",
      "http://10.0.0.1",
      "http://128.0.0.1",
    ])
      expect(isLoopback(url), url).toBe(false);
  });

  it("marks as money every rule that spends the test accounts' funds, so a host that is not loopback skips them", () => {
    const money = new Set(
      allRules()
        .filter((r) => r.money)
        .map((r) => r.id),
    );
    // The rules whose requests move balances (withdrawals sent, exchanges, credits, nodes, income received).
    for (const id of [
      "withdraw-fee-rounding",
      "withdraw-review-states",
      "exchange-quote",
      "overdraft",
      "idempotent-exchange",
      "idempotent-withdraw",
      "idempotent-concurrent",
      "idempotent-node",
      "idempotent-admin-credit",
      "race-withdrawals",
      "race-exchanges",
      "race-reviews",
      "claim-income-once",
      "admin-credit-malformed",
      "admin-credit-cap",
      "node-needs-inviter",
    ])
      expect(money.has(id), id).toBe(true);
  });
});

describe("the command line", () => {
  it("takes the chain of staging (97) or BNB Smart Chain (56), and nothing else", () => {
    const base = ["--url", "https://api.staging.example.org"];
    expect(readArgs(base)).toMatchObject({ chainId: 56, allowMoney: false, maxWaitSeconds: 360 });
    expect(readArgs([...base, "--chain-id", "97", "--allow-money"])).toMatchObject({
      chainId: 97,
      allowMoney: true,
    });
    expect(readArgs([...base, "--chain-id", "1"])).toMatch(/--chain-id must be 56 or 97/);
  });

  it("refuses an unknown flag, a flag without its value and a URL that is not http(s)", () => {
    expect(readArgs(["--url", "https://a.example", "--no-such"])).toMatch(
      /unknown or incomplete argument --no-such/,
    );
    expect(readArgs(["--url"])).toMatch(/unknown or incomplete argument --url/);
    expect(readArgs(["--url", "ftp://a.example"])).toMatch(/--url must be an http or https URL/);
    expect(readArgs(["--url", "https://a.example", "--max-wait", "soon"])).toMatch(/--max-wait/);
  });
});
