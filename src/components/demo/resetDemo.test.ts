import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { session, setLogin, setUser } from "../../state/session";
import { ui } from "../../state/ui";
import { initTestI18n } from "../../test/i18n";
import type { UserInfo } from "../../api/wire";

const steps: string[] = [];
const backend = vi.hoisted(() => ({ reset: vi.fn<() => Promise<void>>() }));

vi.mock("../../pwa/backend", () => ({
  backendReady: () => Promise.resolve(),
  resetDemo: backend.reset,
}));

import { startDemoOver } from "./resetDemo";

const USER = { id: 7, address: "0xabc", is_admin: 0 } as unknown as UserInfo;

function signedIn(): void {
  setLogin("session-secret", "0xabc");
  setUser(USER);
  localStorage.setItem("demo_wallet", JSON.stringify({ keys: {}, connected: "history" }));
  localStorage.setItem("APP_LANG", "zh-CN");
}

describe("startDemoOver", () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    steps.length = 0;
    ui.toasts.splice(0);
    signedIn();
  });
  afterEach(() => backend.reset.mockReset());

  it("resets the worker first, then drops the session and the demo wallet, then goes home", async () => {
    backend.reset.mockImplementation(async () => {
      // While the worker resets, the user is still signed in: nothing local has changed yet.
      steps.push(`reset:${session.token}:${localStorage.getItem("demo_wallet") ? "wallet" : "-"}`);
    });
    const go = vi.fn((url: string) => {
      steps.push(`go:${url}:${session.token || "-"}:${localStorage.getItem("demo_wallet") ?? "-"}`);
    });

    await expect(startDemoOver(go)).resolves.toBe(true);

    expect(steps).toEqual(["reset:session-secret:wallet", "go:/:-:-"]);
    expect(go).toHaveBeenCalledTimes(1);
    expect(session.user).toBeNull();
    expect(session.address).toBe("");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("address")).toBeNull();
    // Only the session and the demo wallet go: the chosen language stays.
    expect(localStorage.getItem("APP_LANG")).toBe("zh-CN");
    expect(ui.toasts).toHaveLength(0);
  });

  it("a failed reset says so and leaves the session, the demo wallet and the page as they were", async () => {
    backend.reset.mockRejectedValue(new Error("worker gone"));
    const go = vi.fn();

    await expect(startDemoOver(go)).resolves.toBe(false);

    expect(go).not.toHaveBeenCalled();
    expect(session.token).toBe("session-secret");
    expect(session.user).toEqual(USER);
    expect(localStorage.getItem("token")).toBe("session-secret");
    expect(localStorage.getItem("address")).toBe("0xabc");
    expect(localStorage.getItem("demo_wallet")).toContain("history");
    expect(ui.toasts.map((t) => t.text)).toEqual(["The demo could not be reset. Nothing was changed."]);
  });

  it("waits for the worker: nothing local happens before the reset has finished", async () => {
    let finish!: () => void;
    backend.reset.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const go = vi.fn();

    const done = startDemoOver(go);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(session.token).toBe("session-secret");
    expect(go).not.toHaveBeenCalled();

    finish();
    await expect(done).resolves.toBe(true);
    expect(session.token).toBe("");
    expect(go).toHaveBeenCalledWith("/");
  });
});
