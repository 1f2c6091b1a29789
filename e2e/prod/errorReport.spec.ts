import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { TestWallet } from "../chain/testWallet";
import { connect } from "./connect";
import { API_URL, CHAIN_RPC } from "./env";
import { eventsIn, receivedReports, type ReportedEvent } from "./errorReceiver";

test.describe.configure({ timeout: 120_000 });

/** A Hardhat account no other production test signs in with: a new user of its own. */
const ACCOUNT = 14;
/** The SDK's chunk (the "error-report" group of vite.config.ts). */
const SDK_CHUNK = /\/assets\/error-report-[^/]*\.js$/;

/** Signs in, waits for the SDK (fetched after the first screen) and returns what identifies this user. */
async function signedIn(page: Page) {
  const sdk = page.waitForResponse((r) => SDK_CHUNK.test(new URL(r.url()).pathname), { timeout: 30_000 });
  const wallet = new TestWallet(page, ACCOUNT, {}, CHAIN_RPC);
  await connect(page, wallet);
  await sdk;
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token, "the session token").toBeTruthy();
  const [signed] = wallet.signRequests[0] as [string];
  const signInMessage = Buffer.from(signed.slice(2), "hex").toString("utf8");
  const nonce = /\nNonce: (\S+)/.exec(signInMessage)?.[1];
  expect(nonce, "the sign-in message's nonce").toBeTruthy();
  return { address: wallet.address, token: token!, signInMessage, nonce: nonce! };
}

/** How many requests the receiver holds: what a test sends comes after. */
const receivedSoFar = async () => (await receivedReports()).length;

/**
 * The events holding `text` in an exception, once `count` of them have arrived after the first `since` requests;
 * `all` is every request that arrived after those, path and body.
 */
async function eventsWith(
  text: string,
  count: number,
  since: number,
): Promise<{ events: ReportedEvent[]; all: string }> {
  let found: ReportedEvent[] = [];
  let all = "";
  await expect
    .poll(
      async () => {
        const received = (await receivedReports()).slice(since);
        all = received.map((r) => `${r.path}\n${r.body}`).join("\n");
        found = received
          .flatMap((r) => eventsIn(r.body))
          .filter((e) => e.exception?.values?.some((v) => v.value?.includes(text)));
        return found.length;
      },
      { timeout: 30_000, message: `reports holding "${text}"` },
    )
    .toBeGreaterThanOrEqual(count);
  return { events: found, all };
}

/** Nothing of `secrets` in what arrived: not in any case, not in any envelope, header or breadcrumb. */
function expectNoneOf(all: string, secrets: Record<string, string>) {
  for (const [name, secret] of Object.entries(secrets))
    expect(all.toLowerCase(), `the ${name} reached the operator`).not.toContain(secret.toLowerCase());
  expect(all, "an address reached the operator").not.toMatch(/0x[0-9a-f]{40}/i);
}

/** The build names the commit it was built from: a commit of this repository. */
function expectCommit(release: string | undefined) {
  expect(release).toMatch(/^[0-9a-f]{7,12}$/);
  expect(() =>
    execFileSync("git", ["cat-file", "-e", `${release}^{commit}`], { stdio: "pipe" }),
  ).not.toThrow();
}

test("an uncaught error and an unhandled rejection arrive, without the address, token, hash or sign-in message", async ({
  page,
}) => {
  const since = await receivedSoFar();
  const { address, token, signInMessage, nonce } = await signedIn(page);
  const hash = `0x${"5c".repeat(32)}`;
  const marker = `e2e-${Date.now()}`;
  // Errors whose text carries all that identifies the user, as a careless message would. One after the other: the
  // SDK lets an error it has just seen rethrown from a timer (its own wrapper) hide whatever else fails meanwhile.
  await page.evaluate(
    ({ marker, address, token, hash, signInMessage }) => {
      void Promise.reject(
        new Error(`${marker} rejected: ${address.toLowerCase()} token=${token} ${hash}\n${signInMessage}`),
      );
    },
    { marker, address, token, hash, signInMessage },
  );
  await eventsWith(`${marker} rejected`, 1, since);
  await page.evaluate(
    ({ marker, address, token, hash }) => {
      setTimeout(() => {
        throw new Error(`${marker} uncaught: ${address} with ${token} sent ${hash}`);
      });
    },
    { marker, address, token, hash },
  );
  const { events, all } = await eventsWith(marker, 2, since);
  expect(events.map((e) => e.exception!.values!.at(-1)!.value).sort()).toEqual([
    `${marker} rejected: [address] token=[token] [hash]\n[sign-in message]`,
    `${marker} uncaught: [address] with [token] sent [hash]`,
  ]);
  for (const event of events) {
    expectCommit(event.release);
    expect(event.tags?.route).toBe("/layout/home");
    expect(event.user).toBeUndefined();
    expect(event.sdk?.settings?.infer_ip).toBe("never");
    expect(event.request?.url).toMatch(/\/#\/home$/);
  }
  expectNoneOf(all, { address, token, hash, "sign-in message's nonce": nonce });
  expect(all).not.toContain("wants you to sign in");
});

test("an API answer the app cannot read is reported with its route, and its body is not", async ({
  page,
}) => {
  const since = await receivedSoFar();
  const { address, token } = await signedIn(page);
  // A proxy's error page where the API's JSON should be, carrying what a body must never send on.
  await page.route(`${API_URL}/api/user/coin_logs**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: `<html>Bad gateway for ${address} ${token}</html>`,
    }),
  );
  await page.goto("/#/billLogs");
  await expect(page.getByRole("status").filter({ hasText: "System error" }).first()).toBeVisible();

  const { events, all } = await eventsWith("/api/user/coin_logs", 1, since);
  const [event] = events;
  expect(event!.exception!.values!.at(-1)!.value).toBe("GET /api/user/coin_logs: 200 answer is not JSON");
  expect(event!.tags).toMatchObject({ kind: "api", route: "/layout/billLogs" });
  expectCommit(event!.release);
  // The request itself is a breadcrumb: its path kept, its query's values dropped.
  const urls = event!.breadcrumbs!.map((b) => String(b.data?.url ?? ""));
  const crumb = urls.find((url) => url.startsWith(`${API_URL}/api/user/coin_logs`));
  expect(crumb).toMatch(/\/api\/user\/coin_logs(\?\w+=\[value\](&\w+=\[value\])*)?$/);
  expectNoneOf(all, { address, token });
  expect(all).not.toContain("Bad gateway");
});

test("a page that fails to render is reported by the error boundary, with its route", async ({ page }) => {
  const since = await receivedSoFar();
  const { address, token } = await signedIn(page);
  // An envelope whose data is not the list the page reads: the page throws while rendering.
  await page.route(`${API_URL}/api/public/coins`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ code: 200, message: "ok", data: { [address]: token } }),
    }),
  );
  await page.goto("/#/billLogs");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();

  const { events, all } = await eventsWith("is not a function", 1, since);
  // Once: the page's error component reports it, not every render of it.
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event!.exception!.values!.at(-1)!.type).toBe("TypeError");
  expect(event!.tags).toMatchObject({ kind: "render", route: "/layout/billLogs" });
  expectCommit(event!.release);
  expectNoneOf(all, { address, token });
});
