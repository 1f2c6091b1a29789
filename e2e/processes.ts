import type { ChildProcess } from "node:child_process";

/** Resolves when `child` prints `marker`; rejects if it exits first or takes longer than `ms`. */
export function waitForOutput(child: ChildProcess, marker: RegExp, ms: number, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`${name} not ready after ${ms} ms\n${log}`)), ms);
    const onData = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
      if (marker.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready\n${log}`));
    });
  });
}

/** Resolves once `url` answers (output matching breaks when CI=true turns on coloured output). */
export async function waitForHttp(url: string, child: ChildProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Stops a process this run started, by the PID we hold (never by name); SIGKILL after 5 s. */
export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
