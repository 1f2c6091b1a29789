import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { nextPageRequest, type PageRequest } from "../api/listPaging";
import { keys } from "../api/queryKeys";
import type { CursorPage } from "../api/wire";
import { Empty } from "./Empty";
import { Icon } from "./Icon";
import { Spinner } from "./Spinner";
import "./PullToRefreshList.css";

export interface PullToRefreshListProps<T> {
  /** Names the list for assistive technology. */
  label: string;
  /** The list's cache key (src/api/queryKeys.ts, with its filters): a list seen before shows at once on return. */
  queryKey: QueryKey;
  /** One page of the list. A rejection has been reported to the user already. */
  fetchPage: (request: PageRequest) => Promise<CursorPage<T>>;
  pageSize?: number;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Class of the <ul>, e.g. a grid. */
  className?: string;
  /** What an empty list says; "no data" by default. */
  emptyText?: string;
  /** Offered under an empty list's text (a filtered list's "Clear filters"). */
  emptyAction?: ReactNode;
  /** Ask again every this many ms while the pages say so (records still being confirmed). */
  refreshEvery?: (items: T[]) => number | false;
}

/** How far (px, after damping) the list must be pulled before letting go refreshes it. */
const THRESHOLD = 56;
const MAX_PULL = 90;

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
  queryKey,
  fetchPage,
  pageSize = 10,
  itemKey,
  renderItem,
  className,
  emptyText,
  emptyAction,
  refreshEvery,
}: PullToRefreshListProps<T>) {
  const { t } = useTranslation();
  const list = useInfiniteQuery({
    queryKey: keys.listPages(queryKey, pageSize),
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: { page: 1, count: pageSize } as PageRequest,
    getNextPageParam: (last, pages) => nextPageRequest(last, pages.length, pageSize),
    refetchInterval: (query) => {
      const items = query.state.data?.pages.flatMap((p) => p.list) ?? [];
      return refreshEvery?.(items) ?? false;
    },
  });
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const finished = list.isSuccess && !list.hasNextPage;
  const [pulled, setPulled] = useState(false);
  const [pull, setPull] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  // A pull asks every page shown again, from page 1 (each next page from the cursor the fresh one before gives).
  const { refetch, fetchNextPage } = list;
  const refresh = useCallback(() => {
    setPulled(true);
    void refetch().finally(() => setPulled(false));
  }, [refetch]);

  const idle = list.isSuccess && !list.isFetching && !list.isFetchNextPageError;

  // The next page loads when the end of the list comes into view.
  useEffect(() => {
    const end = endRef.current;
    if (!end || finished || !idle) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [fetchNextPage, finished, idle]);

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

  const refreshing = pulled;
  const hint = refreshing
    ? t("list.loading")
    : pull >= THRESHOLD
      ? t("list.releaseToRefresh")
      : t("list.pullToRefresh");

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
      {items.length > 0 && (
        <ul className={className ? `list-reset ${className}` : "list-reset"} aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <div ref={endRef} className="ptr-end">
        {list.isPending || list.isFetchingNextPage ? (
          <span className="ptr-hint">
            <Spinner />
            {t("list.loading")}
          </span>
        ) : list.isError || list.isFetchNextPageError ? (
          <button
            type="button"
            className="button small secondary"
            onClick={() => void (list.isFetchNextPageError ? fetchNextPage() : refetch())}
          >
            {t("list.retry")}
          </button>
        ) : items.length === 0 && finished ? (
          <div className="ptr-empty">
            <Empty text={emptyText ?? t("list.noData")} />
            {emptyAction}
          </div>
        ) : finished ? (
          <span className="ptr-hint muted">{t("list.noMore")}</span>
        ) : null}
      </div>
    </div>
  );
}
