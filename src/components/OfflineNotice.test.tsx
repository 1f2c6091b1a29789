import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withReplacedModules } from "../test/replacedModules";

// Offline matters in production only (demo and chain run their backend in the page): the build's mode is the one
// thing replaced, a getter so a test can be either.
const build = { production: true };
let OfflineNotice: typeof import("./OfflineNotice").OfflineNotice;
let offlineHint: typeof import("./OfflineNotice").offlineHint;
withReplacedModules(
  {
    "src/config.ts": async (original) => ({
      ...(await original<typeof import("../config")>()),
      get IS_PRODUCTION() {
        return build.production;
      },
    }),
  },
  async () => {
    ({ OfflineNotice, offlineHint } = await import("./OfflineNotice"));
  },
);

const NOTICE = "You are offline. Payments and other money actions are disabled until the connection is back.";

/** The browser going off or on line: navigator.onLine, then the window's event. */
function connection(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

/** A money submit as the pages write it: disabled while offline, described by the notice. */
function MoneyPage({ online }: { online: boolean }) {
  return (
    <>
      <OfflineNotice />
      <button type="submit" disabled={!online} {...offlineHint(online)}>
        Withdraw
      </button>
    </>
  );
}

describe("OfflineNotice", () => {
  beforeEach(() => {
    build.production = true;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says nothing while online", () => {
    connection(true);
    render(<OfflineNotice />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("is an alert, in English, the moment the connection goes, gone when it is back", () => {
    connection(true);
    render(<OfflineNotice />);
    connection(false);
    expect(screen.getByRole("alert")).toHaveTextContent(NOTICE);
    connection(true);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("describes a money submit disabled for being offline", () => {
    connection(false);
    render(<MoneyPage online={false} />);
    expect(screen.getByRole("button", { name: "Withdraw" })).toHaveAccessibleDescription(NOTICE);
  });

  it("adds no description to a submit while online", () => {
    connection(true);
    render(<MoneyPage online />);
    expect(screen.getByRole("button", { name: "Withdraw" })).not.toHaveAccessibleDescription();
  });

  it("stays away offline in the demo, whose backend runs in the page", () => {
    build.production = false;
    connection(false);
    render(<OfflineNotice />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
