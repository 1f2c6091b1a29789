import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./contentSecurityPolicy.mts";
import { DEPLOYED_SETTINGS as good } from "./productionSettings.fixture.mts";
import { checkProductionSettings, errorReportDsnProblem } from "./productionSettings.mts";

/** VITE_ERROR_REPORT_DSN, the one optional production setting (docs/decisions/0038-error-reports.md). */
describe("VITE_ERROR_REPORT_DSN", () => {
  it("is optional: unset or empty builds, with no error reports", () => {
    expect(checkProductionSettings({ ...good })).toEqual([]);
    expect(checkProductionSettings({ ...good, VITE_ERROR_REPORT_DSN: "" })).toEqual([]);
  });

  it("takes a Sentry or GlitchTip DSN: public key, host, project id, also under a path", () => {
    for (const dsn of [
      "https://0f1e2d3c4b5a69788796a5b4c3d2e1f0@o123456.ingest.sentry.io/4505678901234567",
      "https://abc123@glitchtip.holdernft.io/7",
      "https://abc123@errors.holdernft.io:8443/sentry/12",
      // Plain http on loopback, as the production end-to-end run's receiver.
      "http://e2e0publickey@127.0.0.1:8790/1",
      "http://key@localhost:9000/3",
    ]) {
      expect(errorReportDsnProblem(dsn), dsn).toBeNull();
      expect(checkProductionSettings({ ...good, VITE_ERROR_REPORT_DSN: dsn }), dsn).toEqual([]);
    }
  });

  it("refuses what is not such a DSN, saying why", () => {
    const cases: [string, RegExp][] = [
      [
        "errors.holdernft.io",
        /is not an absolute URL: a DSN reads https:\/\/<public key>@<host>\/<project id>/,
      ],
      ["http://abc@errors.holdernft.io/1", /must use https \(plain http only for localhost\)/],
      ["ftp://abc@errors.holdernft.io/1", /must use https/],
      ["http://abc@localhost.evil.com/1", /must use https/],
      ["https://errors.holdernft.io/1", /has no public key/],
      ["https://abc:s3cr3t@errors.holdernft.io/1", /carries a secret key after its public key/],
      ["https://abc@errors.holdernft.io/", /does not end with a project id/],
      ["https://abc@errors.holdernft.io/project", /does not end with a project id/],
      ["https://abc@errors.holdernft.io/1/", /does not end with a project id/],
      ["https://abc@errors.holdernft.io/1?x=1", /must not carry a query or a #fragment/],
      ["https://abc@errors.holdernft.io/1#x", /must not carry a query or a #fragment/],
      ["https://abc@sentry.example/1", /is a documentation host \(RFC 2606\)/],
      ["https://abc@example.com/1", /is a documentation host/],
      [" https://abc@errors.holdernft.io/1", /has spaces around its value/],
    ];
    for (const [dsn, problem] of cases) {
      const problems = checkProductionSettings({ ...good, VITE_ERROR_REPORT_DSN: dsn });
      expect(problems, dsn).toEqual([expect.stringMatching(problem)]);
      expect(problems[0], dsn).toMatch(/^VITE_ERROR_REPORT_DSN /);
    }
  });

  it("never repeats a secret key in the message that refuses it", () => {
    for (const dsn of [
      "https://abc:s3cr3t@errors.holdernft.io/1",
      "http://abc:s3cr3t@errors.holdernft.io/x?y",
    ]) {
      const problems = checkProductionSettings({ ...good, VITE_ERROR_REPORT_DSN: dsn });
      expect(problems).toEqual([expect.stringMatching(/carries a secret key/)]);
      expect(problems[0]).not.toContain("s3cr3t");
    }
  });
});

describe("Content-Security-Policy with an error-report DSN", () => {
  it("lets the page reach the DSN's origin, without its key or path, and nothing else new", () => {
    const without = contentSecurityPolicy(good);
    const withDsn = contentSecurityPolicy({
      ...good,
      VITE_ERROR_REPORT_DSN: "https://abc123@errors.holdernft.io:8443/sentry/12",
    });
    expect(withDsn).toContain(
      `connect-src 'self' ${good.VITE_API_BASE_URL} ${good.VITE_CHAIN_RPC_URL} https://errors.holdernft.io:8443;`,
    );
    expect(withDsn).not.toContain("abc123");
    // Only connect-src changed.
    const directives = (csp: string) => csp.split("; ").filter((d) => !d.startsWith("connect-src"));
    expect(directives(withDsn)).toEqual(directives(without));
  });

  it("adds nothing without one, and names an origin it already has once", () => {
    expect(contentSecurityPolicy({ ...good, VITE_ERROR_REPORT_DSN: "" })).toBe(contentSecurityPolicy(good));
    const same = contentSecurityPolicy({ ...good, VITE_ERROR_REPORT_DSN: `https://k@api.holdernft.io/3` });
    expect(same).toBe(contentSecurityPolicy(good));
  });
});
