import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { finishProgress, NavigationProgress, startProgress } from "./NavigationProgress";

/** A change to the store, and the time it takes valtio to tell React of it (its updates are batched). */
const now = (change: () => void) => act(async () => change());

describe("NavigationProgress", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    // The bar's state lives in the module: run any navigation left to its end.
    await now(() => {
      finishProgress();
      vi.runAllTimers();
    });
    vi.useRealTimers();
  });

  it("shows nothing while no page is loading", async () => {
    render(<NavigationProgress />);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("is a progress bar named in English from a navigation's start, kept briefly after its end", async () => {
    render(<NavigationProgress />);
    await now(() => startProgress());
    expect(screen.getByRole("progressbar", { name: "Loading page" })).toBeInTheDocument();
    await now(() => finishProgress());
    await now(() => vi.advanceTimersByTime(349));
    expect(screen.getByRole("progressbar", { name: "Loading page" })).toBeInTheDocument();
    await now(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("stays for a navigation that starts while the last one's bar is fading", async () => {
    render(<NavigationProgress />);
    await now(() => startProgress());
    await now(() => finishProgress());
    await now(() => vi.advanceTimersByTime(200));
    await now(() => startProgress());
    await now(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("progressbar", { name: "Loading page" })).toBeInTheDocument();
  });
});
