import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_MS, toast, ui } from "../state/ui";
import { Toasts } from "./Toasts";

/** A change to the store, and the time it takes valtio to tell React of it (its updates are batched). */
const now = (change: () => void) => act(async () => change());

/** `text` is on screen for a toast's full time from now, and gone right after. */
async function shownForItsTime(text: string) {
  await now(() => vi.advanceTimersByTime(TOAST_MS - 1));
  expect(screen.getByRole("status")).toHaveTextContent(text);
  await now(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
}

describe("Toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    ui.toasts.splice(0);
    vi.useRealTimers();
  });

  it("is a polite live status, there before any message so the first one is announced", async () => {
    render(<Toasts />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toBeEmptyDOMElement();
    await now(() => toast("Copied"));
    expect(status).toHaveTextContent(/^Copied$/);
  });

  it("takes a message away once it has been shown for its time", async () => {
    render(<Toasts />);
    await now(() => toast("Copied"));
    await shownForItsTime("Copied");
  });

  it("shows a message raised before it was on screen for the full time", async () => {
    toast("Connect your wallet first");
    vi.advanceTimersByTime(TOAST_MS * 2);
    render(<Toasts />);
    await shownForItsTime("Connect your wallet first");
  });

  it("shows the same message once, its time starting over when it is raised again", async () => {
    render(<Toasts />);
    await now(() => toast("Copied"));
    await now(() => vi.advanceTimersByTime(TOAST_MS - 100));
    await now(() => toast("Copied"));
    expect(screen.getAllByText("Copied")).toHaveLength(1);
    await shownForItsTime("Copied");
  });

  it("keeps the two newest of a burst", async () => {
    render(<Toasts />);
    await now(() => {
      toast("One");
      toast("Two");
      toast("Three");
    });
    const status = screen.getByRole("status");
    expect(status).not.toHaveTextContent("One");
    expect(status).toHaveTextContent("TwoThree");
  });

  it("shows a server's message as text, never as markup", async () => {
    render(<Toasts />);
    await now(() => toast('<img src="x" alt="injected">Refused'));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent('<img src="x" alt="injected">Refused');
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
