import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Empty } from "./Empty";
import { Icon } from "./Icon";
import { Spinner } from "./Spinner";
import "./PullToRefreshList.css";

interface PullToRefreshListProps<T> {
  /** Names the list for assistive technology. */
  label: string;
  /** One page (from 1) of at most `pageSize` items. A rejection has been reported to the user already. */
  load: (page: number, pageSize: number) => Promise<T[]>;
  pageSize?: number;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Class of the <ul>, e.g. a grid. */
  className?: string;
  /** What an empty list says; "no data" by default. */
  emptyText?: string;
}

/** How far (px, after damping) the list must be pulled before letting go refreshes it. */
const THRESHOLD = 56;
const MAX_PULL = 90;

type Status = "loading" | "refreshing" | "idle" | "failed";

export interface State<T> {
  items: T[];
  page: number;
  finished: boolean;
  status: Status;
}

interface Answer<T> {
  gen: number;
  page: number;
  /** null when the request failed. */
  list: T[] | null;
}

/** docs/product.md#constants: page 1 replaces the list, later ones append; a page under `pageSize` is the last. */
export function nextState<T>(state: State<T>, page: number, list: T[], pageSize: number): State<T> {
  return {
    items: page === 1 ? list : [...state.items, ...list],
    page,
    finished: list.length < pageSize,
    status: "idle",
  };
}

function scrollParent(node: HTMLElement | null): HTMLElement | null {
  for (let el = node?.parentElement; el; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if (overflowY === "auto" || overflowY === "scroll") return el;
  }
  return document.scrollingElement as HTMLElement | null;
}

/**
 * A paged list (docs/product.md#constants: pages from 1, finished when a page holds fewer than `pageSize` items) that
 * loads the next page when its end scrolls into view and refreshes from page 1 when pulled down at the top.
 */
export function PullToRefreshList<T>({
  label,
  load,
  pageSize = 10,
  itemKey,
  renderItem,
  className,
  emptyText,
}: PullToRefreshListProps<T>) {
  const { t } = useTranslation();
  const [state, setState] = useState<State<T>>({ items: [], page: 0, finished: false, status: "loading" });
  const [pull, setPull] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  /** Bumped by each refresh, so the answer of an older request is dropped. */
  const generation = useRef(0);
  const busy = useRef(false);

  /** Asks for one page; holds no state of its own, so an effect may start it. */
  const request = useCallback(
    async (page: number): Promise<Answer<T>> => {
      const gen = page === 1 ? ++generation.current : generation.current;
      busy.current = true;
      try {
        return { gen, page, list: await load(page, pageSize) };
      } catch {
        return { gen, page, list: null };
      }
    },
    [load, pageSize],
  );

  /** Applies an answer unless a refresh has started since it was asked for. */
  const apply = useCallback(
    ({ gen, page, list }: Answer<T>) => {
      if (gen !== generation.current) return;
      busy.current = false;
      setState((s) => (list === null ? { ...s, status: "failed" } : nextState(s, page, list, pageSize)));
    },
    [pageSize],
  );

  const fetchPage = useCallback((page: number) => request(page).then(apply), [request, apply]);

  useEffect(() => {
    void request(1).then(apply);
  }, [request, apply]);

  const refresh = useCallback(() => {
    setState((s) => ({ ...s, status: "refreshing" }));
    void fetchPage(1);
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    if (busy.current || state.finished || state.status !== "idle") return;
    setState((s) => ({ ...s, status: "loading" }));
    void fetchPage(state.page + 1);
  }, [fetchPage, state.finished, state.status, state.page]);

  // The next page loads when the end of the list comes into view.
  useEffect(() => {
    const end = endRef.current;
    if (!end || state.finished || state.status !== "idle") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [loadMore, state.finished, state.status]);

  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);

  // Pull to refresh, by touch or mouse, only while the scrolling parent is at its top.
  const pullRef = useRef(0);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let startY: number | null = null;
    const begin = (y: number) => {
      const scroller = scrollParent(root);
      startY = !scroller || scroller.scrollTop <= 0 ? y : null;
    };
    const move = (y: number, event: Event) => {
      if (startY === null) return;
      const distance = y - startY;
      if (distance <= 0) {
        pullRef.current = 0;
        setPull(0);
        return;
      }
      if (event.cancelable) event.preventDefault();
      pullRef.current = Math.min(MAX_PULL, distance * 0.5);
      setPull(pullRef.current);
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      if (pullRef.current >= THRESHOLD) refreshRef.current();
      pullRef.current = 0;
      setPull(0);
    };
    const onTouchStart = (e: TouchEvent) => begin(e.touches[0]!.clientY);
    const onTouchMove = (e: TouchEvent) => move(e.touches[0]!.clientY, e);
    const onMouseDown = (e: MouseEvent) => {
      if (e.button === 0) begin(e.clientY);
    };
    const onMouseMove = (e: MouseEvent) => move(e.clientY, e);
    root.addEventListener("touchstart", onTouchStart, { passive: true });
    root.addEventListener("touchmove", onTouchMove, { passive: false });
    root.addEventListener("touchend", end);
    root.addEventListener("touchcancel", end);
    root.addEventListener("mousedown", onMouseDown);
    window.addEventListener("mousemove", onMouseMove);
    window.addEventListener("mouseup", end);
    return () => {
      root.removeEventListener("touchstart", onTouchStart);
      root.removeEventListener("touchmove", onTouchMove);
      root.removeEventListener("touchend", end);
      root.removeEventListener("touchcancel", end);
      root.removeEventListener("mousedown", onMouseDown);
      window.removeEventListener("mousemove", onMouseMove);
      window.removeEventListener("mouseup", end);
    };
  }, []);

  const refreshing = state.status === "refreshing";
  const hint = refreshing
    ? t("list.loading")
    : pull >= THRESHOLD
      ? t("list.releaseToRefresh")
      : t("list.pullToRefresh");
  const firstLoad = state.status === "loading" && state.page === 0;

  return (
    <div ref={rootRef} className="ptr">
      <div
        className="ptr-indicator"
        style={{ height: refreshing ? THRESHOLD : pull }}
        aria-live="polite"
        data-active={pull > 0 || refreshing}
      >
        {(pull > 0 || refreshing) && (
          <span className="ptr-hint">
            {refreshing ? (
              <Spinner />
            ) : (
              <Icon name="arrowDown" className={pull >= THRESHOLD ? "flip" : undefined} />
            )}
            {hint}
          </span>
        )}
      </div>
      {state.items.length > 0 && (
        <ul className={className ? `list-reset ${className}` : "list-reset"} aria-label={label}>
          {state.items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <div ref={endRef} className="ptr-end">
        {state.status === "loading" || firstLoad ? (
          <span className="ptr-hint">
            <Spinner />
            {t("list.loading")}
          </span>
        ) : state.status === "failed" ? (
          <button
            type="button"
            className="button small secondary"
            onClick={() => {
              setState((s) => ({ ...s, status: "loading" }));
              void fetchPage(state.page + 1);
            }}
          >
            {t("list.retry")}
          </button>
        ) : state.items.length === 0 && state.finished ? (
          <Empty text={emptyText ?? t("list.noData")} />
        ) : state.finished ? (
          <span className="ptr-hint muted">{t("list.noMore")}</span>
        ) : null}
      </div>
    </div>
  );
}
