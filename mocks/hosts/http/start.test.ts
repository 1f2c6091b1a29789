import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";

/** `npm run api` as people start it: builds dist-api/ and runs it; these run it on a free port. */
const started: ChildProcess[] = [];

function start(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["mocks/hosts/http/start.mjs", ...args], {
    env: { ...process.env, PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", () => {
      const match = /listening on (http:\/\/\S+) /.exec(output);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  // Awaited only by tests that expect a start; a refusal to start is then no unhandled rejection.
  listening.catch(() => undefined);
  return { child, listening, exited, output: () => output };
}

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("npm run api (built and started)", () => {
  it("answers the API over HTTP and stops cleanly on SIGTERM", async () => {
    const api = start(["--quiet"]);
    const base = await api.listening;
    const info = (await (await fetch(`${base}/api/user/info`)).json()) as { code: number };
    expect(info.code).toBe(10039);
    expect((await fetch(`${base}/openapi.json`)).status).toBe(200);
    expect(api.output()).toMatch(/chain: built-in mock chain/);
    expect(api.output()).not.toMatch(/GET \/api\/user\/info/);
    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);
  }, 60_000);

  it("refuses to start with a bad setting or an unreachable chain, saying why", async () => {
    const bad = start([], { API_ORIGINS: "not an origin" });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/api: API_ORIGINS: not an origin/);
    const noChain = start([], { CHAIN_RPC_URL: "http://127.0.0.1:9" });
    expect(await noChain.exited).toBe(1);
    expect(noChain.output()).toMatch(/api: CHAIN_RPC_URL http:\/\/127\.0\.0\.1:9 does not answer/);
  }, 60_000);
});
