import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { PageRequest } from "../api/listPaging";
import type { CursorPage } from "../api/wire";
import { fakeTimersForEachTest } from "../test/fakeTimers";
import { testQueryClient } from "../test/routerForTests";
import { PullToRefreshList, type PullToRefreshListProps } from "./PullToRefreshList";

interface Entry {
  id: number;
  text: string;
}

/** A page of the list: `next_cursor` null on the last. */
function page(list: Entry[], next_cursor: number | null = null): CursorPage<Entry> {
  return { count: list.length, list, next_cursor };
}

const entries = (...texts: string[]) => texts.map((text, i) => ({ id: i + 1, text }));

/**
 * happy-dom never says an element came into view: this observer says so when the test scrolls to the list's end.
 */
let scrolledToEnd: () => void;
class ObserverOfTheEnd {
  constructor(private readonly seen: IntersectionObserverCallback) {}
  observe() {
    scrolledToEnd = () =>
      act(() => this.seen([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  disconnect() {
    scrolledToEnd = () => {
      throw new Error("Nothing waits for the end of the list to come into view");
    };
  }
}

function renderList(
  fetchPage: (request: PageRequest) => Promise<CursorPage<Entry>>,
  props: Partial<PullToRefreshListProps<Entry>> = {},
) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <PullToRefreshList<Entry>
        label="Deposits"
        queryKey={["deposits"]}
        fetchPage={fetchPage}
        pageSize={2}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <span>{entry.text}</span>}
        {...props}
      />
    </QueryClientProvider>,
  );
}

const shown = () =>
  within(screen.getByRole("list", { name: "Deposits" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("PullToRefreshList", () => {
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", ObserverOfTheEnd);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says it is loading, then shows the items as a named list, and that there are no more", async () => {
    const fetchPage = vi.fn(() => Promise.resolve(page(entries("10 USDT"))));
    renderList(fetchPage);
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Deposits" })).toBeInTheDocument();
    expect(shown()).toEqual(["10 USDT"]);
    expect(screen.getByText("No more")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, count: 2 });
  });

  it('says "No data" for an empty list, or the text and action the page gives', async () => {
    const empty = () => Promise.resolve(page([]));
    const { unmount } = renderList(empty);
    expect(await screen.findByText("No data")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    unmount();

    renderList(empty, {
      emptyText: "No deposits match these filters",
      emptyAction: <button type="button">Clear filters</button>,
    });
    expect(await screen.findByText("No deposits match these filters")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
  });

  it("offers Try again when the first page fails, which asks again", async () => {
    const user = userEvent.setup();
    const fetchPage = vi
      .fn<(request: PageRequest) => Promise<CursorPage<Entry>>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(page(entries("10 USDT")));
    renderList(fetchPage);
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Deposits" })).toBeInTheDocument();
    expect(shown()).toEqual(["10 USDT"]);
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("loads the next page when the end of the list comes into view", async () => {
    const fetchPage = vi.fn(({ page: n }: PageRequest) =>
      Promise.resolve(n === 1 ? page(entries("A", "B"), 5) : page([{ id: 3, text: "C" }])),
    );
    renderList(fetchPage);
    await screen.findByRole("list", { name: "Deposits" });
    expect(screen.queryByText("No more")).not.toBeInTheDocument();
    scrolledToEnd();
    expect(await screen.findByText("No more")).toBeInTheDocument();
    expect(shown()).toEqual(["A", "B", "C"]);
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, count: 2, cursor: 5 });
  });

  it("keeps the items shown when a next page fails, and Try again asks for that page", async () => {
    const user = userEvent.setup();
    const fetchPage = vi
      .fn<(request: PageRequest) => Promise<CursorPage<Entry>>>()
      .mockResolvedValueOnce(page(entries("A", "B"), 5))
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(page([{ id: 3, text: "C" }]));
    renderList(fetchPage);
    await screen.findByRole("list", { name: "Deposits" });
    scrolledToEnd();
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No more")).toBeInTheDocument();
    expect(shown()).toEqual(["A", "B", "C"]);
    expect(fetchPage.mock.calls.map(([request]) => request.page)).toEqual([1, 2, 2]);
  });

  it("refreshes from page 1 when pulled down far enough and let go, saying so as it goes", async () => {
    const user = userEvent.setup();
    let answer!: (fresh: CursorPage<Entry>) => void;
    const fetchPage = vi
      .fn<(request: PageRequest) => Promise<CursorPage<Entry>>>()
      .mockResolvedValueOnce(page(entries("10 USDT")))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderList(fetchPage);
    const list = await screen.findByRole("list", { name: "Deposits" });

    // A short pull (40 px, damped to 20) is not enough: it says to pull, and letting go does nothing.
    await user.pointer([
      { keys: "[MouseLeft>]", target: list, coords: { clientY: 100 } },
      { coords: { clientY: 140 } },
    ]);
    expect(screen.getByText("Pull down to refresh")).toBeInTheDocument();
    await user.pointer({ keys: "[/MouseLeft]" });
    expect(screen.queryByText("Pull down to refresh")).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);

    await user.pointer([
      { keys: "[MouseLeft>]", target: list, coords: { clientY: 100 } },
      { coords: { clientY: 300 } },
    ]);
    expect(screen.getByText("Release to refresh")).toBeInTheDocument();
    await user.pointer({ keys: "[/MouseLeft]" });
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(shown()).toEqual(["10 USDT"]);
    answer(page(entries("25 USDT", "10 USDT")));
    expect(await screen.findByText("25 USDT")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
    expect(shown()).toEqual(["25 USDT", "10 USDT"]);
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, count: 2 });
  });

  it("scrolls instead of refreshing when pulled down while the page is not at its top", async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn(() => Promise.resolve(page(entries("10 USDT"))));
    renderList(fetchPage);
    const list = await screen.findByRole("list", { name: "Deposits" });
    const scroller = document.scrollingElement as HTMLElement;
    scroller.scrollTop = 80;
    onTestFinished(() => {
      scroller.scrollTop = 0;
    });
    await user.pointer([
      { keys: "[MouseLeft>]", target: list, coords: { clientY: 100 } },
      { coords: { clientY: 300 } },
    ]);
    expect(screen.queryByText("Release to refresh")).not.toBeInTheDocument();
    await user.pointer({ keys: "[/MouseLeft]" });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  describe("while its items are not final", () => {
    fakeTimersForEachTest();

    it("asks again every so often the page says, until they are", async () => {
      const fetchPage = vi
        .fn<(request: PageRequest) => Promise<CursorPage<Entry>>>()
        .mockResolvedValueOnce(page([{ id: 1, text: "Pending" }]))
        .mockResolvedValue(page([{ id: 1, text: "Done" }]));
      renderList(fetchPage, {
        refreshEvery: (items) => (items.some((item) => item.text === "Pending") ? 3000 : false),
      });
      expect(await screen.findByText("Pending")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(fetchPage).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByText("Done")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(fetchPage).toHaveBeenCalledTimes(2);
    });
  });
});
